import { PROVINCES } from "../../../shared/districts";
import { rupeesToCents } from "../../../shared/money";
import type { RefusedForm } from "../../../shared/visitor-forms";
import { AppError } from "../../http/app-error";
import { EMPTY_CART } from "../../modules/cart";
import { readChoice } from "../../modules/delivery";
import { randomSecret } from "../../secret-hash";
import type { Services } from "../../services";

/**
 * The checkout page's data: the cart priced now, the districts by province (with the zone that delivers to each),
 * the branches customers collect from, what was typed (when the page comes back from a post), the delivery quote
 * for what was chosen, and a fresh attempt key so a double submit places one order.
 */
export async function checkoutData(services: Services, cartToken: string | undefined, form: RefusedForm | undefined) {
  const priced = await services.carts.priced(cartToken);
  const cart = priced?.view ?? EMPTY_CART;
  const settings = await services.delivery.settings();
  const zoneOf = new Map(settings.zones.flatMap((zone) => zone.districts.map((code) => [code, zone.name] as const)));
  const values = form?.values ?? {};
  const choice = readChoice(values);
  const chosen = choice.method === "pickup" ? choice.branchId : choice.district;

  let quote = null;
  let quoteProblem: string | null = null;
  if (priced && cart.lines.length > 0 && chosen) {
    try {
      quote = await services.delivery.quote({ lines: priced.parcel, itemsCents: priced.itemsCents }, choice);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      quoteProblem = error.message;
    }
  }
  const refused = form && (form.status !== 200 || form.message) ? form : null;
  return {
    cart,
    provinces: PROVINCES.map((province) => ({
      name: province.name,
      districts: province.districts.map(([code, name]) => ({ code, name, zone: zoneOf.get(code) ?? null })),
    })),
    branches: settings.branches.filter((branch) => branch.pickup),
    freeAbove: settings.freeAbove,
    values,
    refused,
    quote,
    quoteProblem,
    attempt: values.attempt || randomSecret(18),
    /** The ways to pay this total (what is known of it: the items, and the delivery fee once quoted). */
    payments: await services.payments.offered(
      quote?.total != null ? rupeesToCents(quote.total) : (priced?.itemsCents ?? 0),
    ),
  };
}
