import { and, eq, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx, DbTx } from "../../../db/database";
import { firstRow, writtenRow } from "../../../db/first-row";
import { prepared, preparedOn } from "../../../db/prepared";
import { cartLines, carts, products } from "../../../db/schema";
import { centsToRupees } from "../../../shared/money";
import { shownName } from "../../../shared/product-title";
import type { Clock } from "../../clock";
import { AppError, notFound } from "../../http/app-error";
import { randomSecret, sha256 } from "../../secret-hash";
import { hasBulky, type ParcelLine, parcelWeight } from "../delivery";
import { type CartLine, type CartView, MAX_CART_LINES } from "./model";

/** Carts nobody touched for this long are removed. */
export const CART_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface CartDeps {
  db: Db;
  clock: Clock;
  /** The most units of one product an order takes (ORDER_LINE_MAX_QTY). */
  maxLineQuantity: number;
}

/** A cart action's outcome: the token to keep in the cookie (new when the visitor had no cart), the cart, a message. */
export interface CartChange {
  token: string;
  cart: CartView;
  message: string;
}

/** The cart as priced now, with what delivery and an order need to know of it. */
export interface PricedCart {
  id: number;
  view: CartView;
  parcel: ParcelLine[];
  itemsCents: number;
}

export const EMPTY_CART: CartView = {
  lines: [],
  count: 0,
  subtotal: 0,
  itemsTotal: 0,
  weightKg: 0,
  bulky: false,
  canOrder: false,
};

/**
 * Visitors' carts on the server (docs/decisions/005-server-cart.md): a random token in an httpOnly cookie names the
 * cart, the database keeps its SHA-256 and the lines (product and quantity). Names, prices and stock are read from
 * the catalog whenever a cart is shown, and a quantity is never more than is on hand (nor than one order takes).
 */
export function createCartService({ db, clock, maxLineQuantity }: CartDeps) {
  const at = sql.placeholder;
  const cartIdOn = preparedOn(db, (on) =>
    on
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.tokenHash, at("hash"))),
  );
  const statements = {
    count: prepared(
      db
        .select({ n: sql<number>`coalesce(sum(${cartLines.quantity}), 0)`.mapWith(Number) })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .where(eq(carts.tokenHash, at("hash"))),
    ),
    lines: prepared(
      db
        .select({
          productId: cartLines.productId,
          quantity: cartLines.quantity,
          name: products.name,
          displayName: products.displayName,
          code: products.code,
          priceCents: products.priceCents,
          discountPriceCents: products.discountPriceCents,
          stock: products.qty,
          isActive: products.isActive,
          weightGrams: products.weightGrams,
          bulky: products.bulky,
          image: sql<string | null>`(SELECT coalesce(card_url, url) FROM product_images i
          WHERE i.product_id = ${products.id} ORDER BY i.position, i.id LIMIT 1)`,
        })
        .from(cartLines)
        .innerJoin(products, eq(products.id, cartLines.productId))
        .where(eq(cartLines.cartId, at("cartId")))
        .orderBy(cartLines.addedAt, cartLines.productId),
    ),
  };

  const idOf = async (token: string | undefined, on: DbOrTx = db) =>
    token ? (await firstRow(cartIdOn(on).execute({ hash: sha256(token) })))?.id : undefined;

  async function touch(tx: Db | DbTx, id: number) {
    await tx.update(carts).set({ updatedAt: clock() }).where(eq(carts.id, id));
  }

  /** The visitor's cart, made now when they have none (or one that was removed). */
  async function openCart(tx: DbTx, token: string | undefined): Promise<{ id: number; token: string }> {
    const id = await idOf(token, tx);
    if (id !== undefined && token) {
      await touch(tx, id);
      return { id, token };
    }
    const fresh = randomSecret();
    const now = clock();
    const made = await writtenRow(
      tx
        .insert(carts)
        .values({ tokenHash: sha256(fresh), createdAt: now, updatedAt: now })
        .returning({ id: carts.id }),
    );
    return { id: made.id, token: fresh };
  }

  /** The lines priced from the catalog now; a line holding more than is left is lowered to what is left. */
  async function priced(id: number): Promise<PricedCart> {
    const rows = await statements.lines.execute({ cartId: id });
    const lines: CartLine[] = [];
    const parcel: ParcelLine[] = [];
    let subtotal = 0;
    let itemsCents = 0;
    for (const row of rows) {
      let quantity = row.quantity;
      let problem: string | null = null;
      if (!row.isActive) problem = "No longer sold: please remove it.";
      else if (row.stock < 1) problem = "Out of stock: please remove it.";
      else if (quantity > row.stock) {
        // Lowered only while it is still more than is left, so a concurrent change is never undone.
        await db
          .update(cartLines)
          .set({ quantity: row.stock })
          .where(
            and(
              eq(cartLines.cartId, id),
              eq(cartLines.productId, row.productId),
              sql`${cartLines.quantity} > ${row.stock}`,
            ),
          );
        quantity = row.stock;
        problem = `Only ${row.stock} left: the quantity was lowered.`;
      }
      const unitCents = row.discountPriceCents ?? row.priceCents;
      subtotal += row.priceCents * quantity;
      itemsCents += unitCents * quantity;
      parcel.push({ weightGrams: row.weightGrams, bulky: row.bulky, quantity });
      lines.push({
        productId: row.productId,
        productName: shownName(row),
        code: row.code,
        image: row.image,
        price: centsToRupees(row.priceCents),
        discountPrice: row.discountPriceCents === null ? null : centsToRupees(row.discountPriceCents),
        stock: row.isActive ? row.stock : 0,
        quantity,
        lineTotal: centsToRupees(unitCents * quantity),
        bulky: row.bulky,
        problem,
      });
    }
    const sellable = lines.every((line) => line.stock >= line.quantity && line.stock > 0);
    const view: CartView = {
      lines,
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: centsToRupees(subtotal),
      itemsTotal: centsToRupees(itemsCents),
      weightKg: parcelWeight(parcel) / 1000,
      bulky: hasBulky(parcel),
      canOrder: lines.length > 0 && sellable,
    };
    return { id, view, parcel, itemsCents };
  }

  async function product(tx: DbTx, productId: number) {
    const found = await firstRow(
      tx
        .select({
          name: products.name,
          displayName: products.displayName,
          stock: products.qty,
          isActive: products.isActive,
        })
        .from(products)
        .where(eq(products.id, productId)),
    );
    if (!found?.isActive) throw notFound("This part is no longer sold.");
    return found;
  }

  const lineQuantity = async (tx: DbTx, cartId: number, productId: number) =>
    (
      await firstRow(
        tx
          .select({ quantity: cartLines.quantity })
          .from(cartLines)
          .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId))),
      )
    )?.quantity;

  const lineCount = async (tx: DbTx, cartId: number) =>
    (
      await firstRow(
        tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(cartLines)
          .where(eq(cartLines.cartId, cartId)),
      )
    )?.n ?? 0;

  /** The most of a product one line may hold, and how to say why when a request asks for more. */
  function capOf(name: string, stock: number) {
    if (stock <= maxLineQuantity) {
      return { cap: stock, why: `Only ${stock} of ${name} in stock: your cart holds all ${stock}.` };
    }
    return {
      cap: maxLineQuantity,
      why: `At most ${maxLineQuantity} of ${name} per order: for more, please call us.`,
    };
  }

  /** Adds `quantity` of a product, up to its cap. Runs inside `tx` with the cart open. */
  async function addIn(tx: DbTx, cartId: number, productId: number, quantity: number): Promise<string> {
    const found = await product(tx, productId);
    const name = shownName(found);
    if (found.stock < 1) throw new AppError(409, `${name} is out of stock.`);
    const existing = await lineQuantity(tx, cartId, productId);
    if (existing === undefined && (await lineCount(tx, cartId)) >= MAX_CART_LINES) {
      throw new AppError(409, `Your cart holds ${MAX_CART_LINES} different parts, the most one order takes.`);
    }
    const { cap, why } = capOf(name, found.stock);
    const wanted = (existing ?? 0) + quantity;
    const next = Math.min(wanted, cap);
    await tx
      .insert(cartLines)
      .values({ cartId, productId, quantity: next, addedAt: clock() })
      .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.productId], set: { quantity: next } });
    return next < wanted ? why : `Added ${name} to your cart.`;
  }

  return {
    /** Units in the visitor's cart: one indexed read, for the header's count on every page. */
    count: async (token: string | undefined): Promise<number> =>
      token ? ((await firstRow(statements.count.execute({ hash: sha256(token) })))?.n ?? 0) : 0,

    /** The id of the visitor's cart, when they have one. */
    idOf: (token: string | undefined) => idOf(token),

    /** The visitor's cart as it stands; empty when they have none. */
    async view(token: string | undefined): Promise<CartView> {
      const id = await idOf(token);
      return id === undefined ? EMPTY_CART : (await priced(id)).view;
    },

    /** The cart with what checkout needs (undefined when the visitor has none). */
    async priced(token: string | undefined): Promise<PricedCart | undefined> {
      const id = await idOf(token);
      return id === undefined ? undefined : await priced(id);
    },

    async add(token: string | undefined, productId: number, quantity = 1): Promise<CartChange> {
      const { cart, message } = await db.transaction(async (tx) => {
        const cart = await openCart(tx, token);
        return { cart, message: await addIn(tx, cart.id, productId, quantity) };
      });
      return { token: cart.token, cart: (await priced(cart.id)).view, message };
    },

    async setQuantity(token: string | undefined, productId: number, quantity: number): Promise<CartChange> {
      const id = await idOf(token);
      if (id === undefined || !token) throw notFound("That part is not in your cart.");
      const message = await db.transaction(async (tx) => {
        if ((await lineQuantity(tx, id, productId)) === undefined) throw notFound("That part is not in your cart.");
        const found = await product(tx, productId);
        const name = shownName(found);
        const { cap, why } = capOf(name, Math.max(found.stock, 1));
        const next = Math.max(1, Math.min(quantity, cap));
        await tx
          .update(cartLines)
          .set({ quantity: next })
          .where(and(eq(cartLines.cartId, id), eq(cartLines.productId, productId)));
        await touch(tx, id);
        return next < quantity ? why : `${name}: ${next} in your cart.`;
      });
      return { token, cart: (await priced(id)).view, message };
    },

    async remove(token: string | undefined, productId: number): Promise<CartChange> {
      const id = await idOf(token);
      if (id === undefined || !token) throw notFound("That part is not in your cart.");
      const removed = await firstRow(
        db
          .delete(cartLines)
          .where(and(eq(cartLines.cartId, id), eq(cartLines.productId, productId)))
          .returning({ productId: cartLines.productId }),
      );
      if (!removed) throw notFound("That part is not in your cart.");
      await touch(db, id);
      const name = await firstRow(
        db
          .select({ name: products.name, displayName: products.displayName })
          .from(products)
          .where(eq(products.id, productId)),
      );
      return {
        token,
        cart: (await priced(id)).view,
        message: `Removed ${name ? shownName(name) : "the part"} from your cart.`,
      };
    },

    /**
     * Moves a cart kept in the browser (before carts lived on the server) into the visitor's cart: each product
     * still sold is added up to its cap; parts no longer sold or out of stock are left out.
     */
    async merge(token: string | undefined, items: { productId: number; quantity: number }[]): Promise<CartChange> {
      const { cart, skipped } = await db.transaction(async (tx) => {
        const cart = await openCart(tx, token);
        let skipped = 0;
        for (const item of items) {
          try {
            await addIn(tx, cart.id, item.productId, item.quantity);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            skipped += 1;
          }
        }
        return { cart, skipped };
      });
      const message =
        skipped > 0
          ? `Your saved cart is back; ${skipped} ${skipped === 1 ? "part is" : "parts are"} no longer available.`
          : "Your saved cart is back.";
      return { token: cart.token, cart: (await priced(cart.id)).view, message };
    },

    /** Empties a cart inside the transaction that placed its order. */
    async emptyIn(tx: DbTx, cartId: number) {
      await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
    },

    /** Removes carts nobody touched for 30 days; returns how many. */
    async prune(): Promise<number> {
      const before = new Date(clock().getTime() - CART_LIFETIME_MS);
      return (await db.delete(carts).where(lt(carts.updatedAt, before)).returning({ id: carts.id })).length;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
