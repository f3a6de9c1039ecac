import { proxy, subscribe, useSnapshot } from "valtio";
import type { Product } from "../../server/api-types";
import { productTitle } from "../../shared/product-title";
import { useHydrated } from "../../ui/use-hydrated";

/** One product in the cart: what the cart shows, copied from the catalog when added and refreshed when it opens. */
export interface CartLine {
  productId: number;
  productName: string;
  code: string | null;
  image: string | null;
  price: number;
  discountPrice: number | null;
  /** Units on hand when last read from the catalog: the most the line may hold. */
  stock: number;
  quantity: number;
  /** Why the line cannot be ordered as it is, from the last refresh or a refused order; null when it can. */
  problem: string | null;
}

/**
 * The cart (docs/architecture.md decision 5): browser-only state, kept in localStorage. The server never writes it
 * (a module-level proxy is shared by every request there), and the saved cart is read only after hydration, so
 * the server's HTML and the first render agree.
 */
export const cart = proxy({ lines: [] as CartLine[], ready: false });

const STORAGE_KEY = "lanka-auto-parts.cart.v1";

export const unitPrice = (line: Pick<CartLine, "price" | "discountPrice">) => line.discountPrice ?? line.price;
export const cartCount = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** The spec's summary: the subtotal at list prices, the total at the prices paid (sale price where there is one). */
export function cartTotals(lines: readonly CartLine[]) {
  let subtotal = 0;
  let total = 0;
  for (const line of lines) {
    subtotal += line.price * line.quantity;
    total += unitPrice(line) * line.quantity;
  }
  // Rupees with cents: round away the float noise of the sums.
  return { subtotal: Math.round(subtotal * 100) / 100, total: Math.round(total * 100) / 100 };
}

const lineOf = (productId: number) => cart.lines.find((line) => line.productId === productId);

/** Units of a product in the cart (0 when it is not there). */
export const quantityInCart = (lines: readonly CartLine[], productId: number) =>
  lines.find((line) => line.productId === productId)?.quantity ?? 0;

/** Shows why the shop refused a line, in the shop's words. */
export function markLineProblem(productId: number, problem: string) {
  const line = lineOf(productId);
  if (line) line.problem = problem;
}

const clampQuantity = (quantity: number, stock: number) =>
  Math.max(1, Math.min(Math.floor(quantity) || 1, Math.max(stock, 1)));

const fromProduct = (product: Product) => ({
  productId: product.productId,
  productName: productTitle(product),
  code: product.code,
  image: product.cardImage,
  price: product.price,
  discountPrice: product.discountPrice,
  stock: product.qty,
});

/** Adds `quantity` of a product (one click adds one), never more than is on hand. False when none can be added. */
export function addToCart(product: Product, quantity = 1): boolean {
  if (product.qty < 1) return false;
  const line = lineOf(product.productId);
  if (line) {
    if (line.quantity >= product.qty) return false;
    Object.assign(line, fromProduct(product), { quantity: clampQuantity(line.quantity + quantity, product.qty) });
  } else {
    cart.lines.push({ ...fromProduct(product), quantity: clampQuantity(quantity, product.qty), problem: null });
  }
  return true;
}

/** A line the shop can fill as it stands; one that is gone or sold out has no stock, so it never can. */
export const canOrder = (line: Pick<CartLine, "quantity" | "stock">) => line.quantity <= line.stock;

/** Changes a line's quantity (1 up to its stock); a problem the new quantity settles is no longer shown. */
export function setQuantity(productId: number, quantity: number) {
  const line = lineOf(productId);
  if (!line) return;
  line.quantity = clampQuantity(quantity, line.stock);
  if (canOrder(line)) line.problem = null;
}

/** A line whose product is no longer sold: nothing of it can be ordered. */
export function markGoneLine(productId: number) {
  const line = lineOf(productId);
  if (!line) return;
  line.stock = 0;
  line.problem = "No longer sold: please remove it.";
}

export function removeLine(productId: number) {
  const index = cart.lines.findIndex((l) => l.productId === productId);
  if (index !== -1) cart.lines.splice(index, 1);
}

export function clearCart() {
  cart.lines.splice(0);
}

/** The catalog's current word on a line: its product as sold now, or null when it is no longer sold. */
export function refreshLine(productId: number, product: Product | null) {
  const line = lineOf(productId);
  if (!line) return;
  if (!product) {
    markGoneLine(productId);
    return;
  }
  Object.assign(line, fromProduct(product));
  if (product.qty < 1) {
    line.problem = "Out of stock: please remove it.";
  } else if (line.quantity > product.qty) {
    line.quantity = product.qty;
    line.problem = `Only ${product.qty} left: the quantity was lowered.`;
  } else {
    line.problem = null;
  }
}

/** Marks a line the shop refused for stock (a 409 from make-order) with what is left. */
export function markShortLine(productId: number, available: number) {
  const line = lineOf(productId);
  if (!line) return;
  line.stock = available;
  line.problem =
    available > 0 ? `Only ${available} left: lower the quantity to order.` : "Out of stock: please remove it.";
}

const isLine = (value: unknown): value is CartLine => {
  const line = value as CartLine;
  return (
    typeof line === "object" &&
    line !== null &&
    Number.isInteger(line.productId) &&
    typeof line.productName === "string" &&
    typeof line.price === "number" &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1
  );
};

/** Reads the saved cart once, after hydration, then saves every change. Returns the function that stops saving. */
export function keepCartSaved(): () => void {
  if (!cart.ready) {
    try {
      const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]") as unknown;
      if (Array.isArray(saved)) {
        cart.lines = saved.filter(isLine).map((line) => ({
          ...line,
          code: line.code ?? null,
          image: line.image ?? null,
          discountPrice: line.discountPrice ?? null,
          stock: Number.isInteger(line.stock) ? line.stock : line.quantity,
          problem: line.problem ?? null,
        }));
      }
    } catch {
      // A cart saved by something else (or storage turned off) starts empty rather than breaking the page.
    }
    cart.ready = true;
  }
  return subscribe(cart, () => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(cart.lines));
    } catch {
      // Private windows can refuse storage: the cart still works until the tab closes.
    }
  });
}

/**
 * The cart's lines for rendering: none on the server and while a part of the page hydrates (Suspense boundaries
 * hydrate after the layout has read the saved cart), so every component's first render matches the server's HTML.
 */
export function useCart(): { lines: readonly CartLine[]; ready: boolean } {
  const snapshot = useSnapshot(cart);
  const ready = useHydrated() && snapshot.ready;
  return { lines: ready ? snapshot.lines : [], ready };
}
