import { useCallback } from "react";
import { DISTRICTS } from "../../shared/districts";
import type { Locale } from "../../shared/i18n/locales";
import { districtNameIn } from "../../shared/i18n/place-names";
import { useLocale, useT } from "./intl";
import type { MessageId, Translate } from "./messages/en";

/**
 * What the server (or the browser's API client) says in English that a customer reads (a field's error, a delivery note, why a payment is closed),
 * in the page's language. The API speaks English; the storefront translates its sentences here, gettext-style: each
 * entry is the server's exact words, `{name}` standing for what varies, and the message that says it. A sentence not
 * listed shows as the server wrote it. server-texts.test.ts fails when an entry's words are no longer the server's.
 */
export const SERVER_TEXTS: readonly (readonly [english: string, id: MessageId])[] = [
  // Checkout fields (orders/order-input.ts, input-rules.ts, mobile-number.ts, delivery/service.ts).
  ["Please check the order: {problems}", "server.checkOrder"],
  ["Full name is required", "server.fullNameRequired"],
  ["Address is required", "server.addressRequired"],
  ["City or town is required", "server.cityRequired"],
  ["Choose your district", "server.chooseDistrict"],
  ["Choose your district.", "server.chooseDistrict"],
  ["Choose the branch you will collect from", "server.chooseBranch"],
  ["Choose the branch you will collect from.", "server.chooseBranch"],
  ["Enter your mobile number, like 077 123 4567", "server.mobileRequired"],
  ["This is not a phone number we can call. Enter a mobile number like 077 123 4567", "server.mobileInvalid"],
  ["Enter a Sri Lankan mobile number, like 077 123 4567", "server.mobileNotLk"],
  [
    "That is a landline. Enter a mobile number (like 077 123 4567) so the courier can reach you",
    "server.mobileLandline",
  ],
  ["This is not a Sri Lankan mobile number. Enter one like 077 123 4567", "server.mobileNotLkMobile"],
  ["E-mail is required", "server.emailRequired"],
  ["Enter a valid e-mail address", "server.emailInvalid"],
  ["We have no courier to {district} yet: choose pickup at a branch, or call us.", "server.noCourier"],
  // Delivery (delivery/service.ts, shared/delivery-fee.ts).
  ["By courier to {district} in {days}.", "server.byCourier"],
  ["Free delivery to {district} on orders of {amount} or more, in {days}.", "server.freeDelivery"],
  [
    "Your cart has a bulky part that an ordinary courier does not take: we call you with the delivery fee before we send it.",
    "server.bulkyNote",
  ],
  ["Collect it at {branch} once we call to say it is ready. No delivery fee.", "server.collectNote"],
  ["{min}–{max} working days", "server.workingDaysRange"],
  ["1 working day", "server.oneWorkingDay"],
  ["{count} working days", "server.workingDays"],
  // Payments (payments/service.ts).
  ["Cash on delivery is not offered at the moment.", "server.codClosed"],
  ["Cash on delivery is for orders up to {amount}.", "server.codLimit"],
  ["Bank transfer is not offered at the moment.", "server.transferClosed"],
  ["Card payment is not offered at the moment.", "server.cardClosed"],
  // Tracking (orders/tracking.ts, look-up-budget.ts).
  [
    "We found no order with this order number and e-mail or mobile number. Please check both and try again.",
    "server.noOrderMatch",
  ],
  ["Too many order lookups that matched nothing. Please wait a minute and try again.", "server.tooManyLookups"],
  // The cart (cart/service.ts).
  ["Added {name} to your cart.", "server.added"],
  ["Removed {name} from your cart.", "server.removed"],
  ["{name} is out of stock.", "server.nameOutOfStock"],
  ["At most {max} of {name} per order: for more, please call us.", "server.atMost"],
  ["Your cart holds {max} different parts, the most one order takes.", "server.cartFull"],
  ["No longer sold: please remove it.", "server.noLongerSold"],
  ["Out of stock: please remove it.", "server.outOfStockRemove"],
  ["Only {count} left: the quantity was lowered.", "server.onlyLeft"],
  ["{name}: {count} in your cart.", "server.inCart"],
  // Forms (shared/visitor-forms.ts).
  ["Thank you! We will tell you once, as soon as it is back in stock.", "server.stockAlertSaved"],
  ["We sent a 6-digit code to your mobile. Enter it here to confirm.", "server.codeSentMobile"],
  ["We sent a 6-digit code to your e-mail address. Enter it here to confirm.", "server.codeSentEmail"],
  ["This code is not valid. Check the code we sent, or ask for a new one.", "server.badCode"],
  ["We have sent this contact several codes just now. Please try again later.", "server.codeRefused"],
  ["Thank you! Your message has reached us; we answer within one working day.", "server.contactSent"],
  [
    "Thank you for subscribing! Please open the link we have e-mailed you to confirm; then your 25% first-order offer and our news will follow.",
    "server.subscribed",
  ],
  ["Message is required", "server.messageRequired"],
  // The browser's own (storefront/cart, components/use-visitor-form.ts).
  ["Network error. Check your internet connection.", "client.networkError"],
  ["Could not change your cart. Please try again.", "client.cartFailed"],
  ["Could not work out the fee.", "client.feeFailed"],
  ["Cash on delivery", "payment.cod"],
  ["Bank transfer", "payment.transfer"],
  ["Card or mobile wallet (PayHere)", "payment.payhere"],
  [
    "Pay the courier in cash when the parts reach you, or pay at the counter when you collect.",
    "payment.codExplanation",
  ],
  [
    "Pay into our bank account with your order number as the reference, then send us a photo of the slip.",
    "payment.transferExplanation",
  ],
  ["Pay now by Visa, Mastercard, Amex, eZ Cash or mCash on PayHere's secure page.", "payment.payhereExplanation"],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

/** Each entry's words as a pattern: `{name}` takes any text (the shortest that fits). */
const PATTERNS = SERVER_TEXTS.map(([english, id]) => {
  const names: string[] = [];
  const source = escapeRegExp(english).replace(/\{(\w+)\}/g, (_whole, name: string) => {
    names.push(name);
    return "(.+?)";
  });
  return { pattern: new RegExp(`^${source}$`), names, id };
});

const DISTRICT_CODES = new Map(DISTRICTS.map((district) => [district.name, district.code]));

/** The server's sentence in a language, or as written when it is not listed. */
export function translateServerText(english: string, locale: Locale, t: Translate): string {
  if (locale === "en" || !english) return english;
  const again = (text: string) => translateServerText(text, locale, t);
  for (const { pattern, names, id } of PATTERNS) {
    const match = pattern.exec(english);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, index) => {
      const value = match[index + 1] ?? "";
      const code = name === "district" ? DISTRICT_CODES.get(value) : undefined;
      // A refusal lists its fields' problems joined by "; ", and a delivery time is a sentence of its own.
      values[name] =
        code !== undefined
          ? districtNameIn(locale, code)
          : name === "problems"
            ? value.split("; ").map(again).join("; ")
            : name === "days"
              ? again(value)
              : value;
    });
    return t(id, values);
  }
  return english;
}

/** `translate(english)` in the page's language. */
export function useServerText() {
  const t = useT();
  const locale = useLocale();
  return useCallback((english: string) => translateServerText(english, locale, t), [t, locale]);
}
