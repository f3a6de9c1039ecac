import type { DeliveryQuote } from "../../server/api-types";
import { ApiError, call } from "../../shared/api-client";
import { cartApi } from "../storefront-api";

export interface QuoteAnswer {
  delivery: DeliveryQuote;
  total: number | null;
}

/** The delivery fee and the total for this visitor's cart as chosen, from the server (it alone prices). */
export async function fetchQuote(choice: {
  method: "courier" | "pickup";
  district: string;
  branchId: string;
}): Promise<{ quote: QuoteAnswer | null; problem: string | null }> {
  const query =
    choice.method === "pickup"
      ? { method: "pickup" as const, branchId: choice.branchId }
      : { method: "courier" as const, district: choice.district };
  try {
    const answer = await call(cartApi()["delivery-quote"].get({ query }), { quiet: true });
    return { quote: { delivery: answer.delivery, total: answer.total }, problem: null };
  } catch (error) {
    return { quote: null, problem: error instanceof ApiError ? error.message : "Could not work out the fee." };
  }
}
