import { badRequest } from "../../http/app-error";
import { emailProblem, fieldErrors } from "../input-rules";
import type { OrderSubmission } from "./model";

export const MAX_DISTINCT_ITEMS = 50;

export interface OrderLineRequest {
  productId: number;
  quantity: number;
  /** Where the product first appears in the submission, so an error can point at that line. */
  index: number;
}

export interface OrderRequest {
  customerEmail: string;
  customerPrimaryMobile: string;
  customerSecondaryMobile: string | null;
  customerFullName: string;
  customerAddress: string;
  lines: OrderLineRequest[];
}

const PHONE_HINT = "Enter a phone number like 077 123 4567 or +94 77 123 4567";

/**
 * A Sri Lankan number (0 and 9 digits: 077 123 4567, 011 281 3344) or an international one (+ or 00, then a
 * country code and number, 8–15 digits; +94 numbers must have 9 digits after the country code).
 */
export function phoneProblem(phone: string): string | undefined {
  const compact = phone.replace(/[\s\-().]/g, "");
  if (/^0\d{9}$/.test(compact)) return undefined;
  const international = compact.replace(/^00/, "+");
  if (international.startsWith("+94")) return /^\+94\d{9}$/.test(international) ? undefined : PHONE_HINT;
  return /^\+[1-9]\d{7,14}$/.test(international) ? undefined : PHONE_HINT;
}

const requiredProblem = (value: string, label: string) => (value ? undefined : `${label} is required`);

/**
 * The submission checked and tidied: fields trimmed, an empty secondary mobile as null, repeated products merged.
 * Every problem is reported at once as a 400 with field errors.
 */
export function readOrderRequest(body: OrderSubmission, maxLineQuantity: number): OrderRequest {
  const customerEmail = body.customerEmail.normalize("NFKC").trim();
  const customerPrimaryMobile = body.customerPrimaryMobile.trim();
  const customerSecondaryMobile = body.customerSecondaryMobile?.trim() || null;
  const customerFullName = body.customerFullName.trim();
  const customerAddress = body.customerAddress.trim();

  const { errors, check } = fieldErrors();
  check("customerEmail", emailProblem(customerEmail));
  check(
    "customerPrimaryMobile",
    requiredProblem(customerPrimaryMobile, "Mobile number") ?? phoneProblem(customerPrimaryMobile),
  );
  if (customerSecondaryMobile) check("customerSecondaryMobile", phoneProblem(customerSecondaryMobile));
  check("customerFullName", requiredProblem(customerFullName, "Full name"));
  check("customerAddress", requiredProblem(customerAddress, "Address"));

  const lines = mergeLines(body.orderItems);
  if (lines.length === 0) check("orderItems", "Add at least one product to the order");
  if (lines.length > MAX_DISTINCT_ITEMS) {
    check("orderItems", `An order can hold at most ${MAX_DISTINCT_ITEMS} different products`);
  }
  for (const line of lines) {
    if (line.quantity > maxLineQuantity) {
      check(
        `orderItems.${line.index}.quantity`,
        `At most ${maxLineQuantity} of one product per order. For more, please call us.`,
      );
    }
  }

  if (errors.length > 0) throw badRequest(`Please check the order: ${errors.map((e) => e.message).join("; ")}`, errors);
  return { customerEmail, customerPrimaryMobile, customerSecondaryMobile, customerFullName, customerAddress, lines };
}

function mergeLines(items: OrderSubmission["orderItems"]): OrderLineRequest[] {
  const byProduct = new Map<number, OrderLineRequest>();
  items.forEach(({ productId, quantity }, index) => {
    const line = byProduct.get(productId);
    if (line) line.quantity += quantity;
    else byProduct.set(productId, { productId, quantity, index });
  });
  return [...byProduct.values()];
}
