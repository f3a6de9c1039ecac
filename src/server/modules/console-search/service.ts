import type { OrderService } from "../orders";
import type { ProductService } from "../products";
import type { ConsoleSearchAnswer } from "./model";

const SHOWN = 5;

/**
 * The console's one search box: orders by number, phone, name or address; products by name or part code; customers
 * (everyone who ordered, by their mobile) by name, phone or e-mail. A few of each, best first.
 */
export function createConsoleSearch(ordersService: OrderService, products: ProductService) {
  return {
    async find(query: string): Promise<ConsoleSearchAnswer> {
      const text = query.trim();
      if (text.length < 2) return { orders: [], products: [], customers: [] };
      return {
        orders: (await ordersService.list({ searchText: text }, { page: 0, size: SHOWN })).data.map((order) => ({
          orderId: order.orderId,
          customerFullName: order.customerFullName,
          orderStatus: order.orderStatus,
          totalAmount: order.totalAmount,
        })),
        products: (await products.listStaff({ searchText: text }, { page: 0, size: SHOWN })).data.map((product) => ({
          productId: product.productId,
          productName: product.productName,
          code: product.code,
          qty: product.qty,
        })),
        customers: await ordersService.customers(text, SHOWN),
      };
    },
  };
}

export type ConsoleSearch = ReturnType<typeof createConsoleSearch>;
