import { desc, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { containsPattern } from "../../../db/like";
import { orders } from "../../../db/schema";
import type { OrderService } from "../orders";
import type { ProductService } from "../products";
import type { ConsoleSearchAnswer } from "./model";

const SHOWN = 5;

/**
 * The console's one search box: orders by number, phone, name or address; products by name or part code; customers
 * (everyone who ordered, by their mobile) by name, phone or e-mail. A few of each, best first.
 */
export function createConsoleSearch(db: Db, ordersService: OrderService, products: ProductService) {
  function customers(text: string): ConsoleSearchAnswer["customers"] {
    const pattern = containsPattern(text);
    const digits = text.replace(/[\s\-()+]/g, "");
    const phone = /^\d{3,}$/.test(digits)
      ? containsPattern(digits.length >= 9 ? digits.replace(/^(94|0)/, "") : digits)
      : null;
    return db
      .select({
        mobile: orders.customerPrimaryMobile,
        name: sql<string>`max(${orders.customerFullName})`,
        email: sql<string>`max(${orders.customerEmail})`,
        orders: sql<number>`count(*)`,
        lastOrderId: sql<string>`max(${orders.orderNumber})`,
      })
      .from(orders)
      .where(
        or(
          sql`${orders.customerFullName} LIKE ${pattern} ESCAPE '\\'`,
          sql`${orders.customerEmail} LIKE ${pattern} ESCAPE '\\'`,
          phone ? sql`replace(${orders.customerPrimaryMobile}, '+', '') LIKE ${phone} ESCAPE '\\'` : undefined,
        ),
      )
      .groupBy(orders.customerPrimaryMobile)
      .orderBy(desc(sql`max(${orders.placedAt})`))
      .limit(SHOWN)
      .all()
      .map((row) => ({ ...row, email: row.email || null }));
  }

  return {
    find(query: string): ConsoleSearchAnswer {
      const text = query.trim();
      if (text.length < 2) return { orders: [], products: [], customers: [] };
      return {
        orders: ordersService.list({ searchText: text }, { page: 0, size: SHOWN }).data.map((order) => ({
          orderId: order.orderId,
          customerFullName: order.customerFullName,
          orderStatus: order.orderStatus,
          totalAmount: order.totalAmount,
        })),
        products: products.listStaff({ searchText: text }, { page: 0, size: SHOWN }).data.map((product) => ({
          productId: product.productId,
          productName: product.productName,
          code: product.code,
          qty: product.qty,
        })),
        customers: customers(text),
      };
    },
  };
}

export type ConsoleSearch = ReturnType<typeof createConsoleSearch>;
