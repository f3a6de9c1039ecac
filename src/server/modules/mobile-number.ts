import { parsePhoneNumberFromString } from "libphonenumber-js/max";

const EXAMPLE = "like 077 123 4567";

export type MobileReading = { mobile: string; problem?: undefined } | { mobile?: undefined; problem: string };

/**
 * A Sri Lankan mobile number however it is written (0771234567, 077-123 4567, +94 77 123 4567, 0094771234567),
 * read with libphonenumber's full metadata as E.164 (+94771234567); a landline, a foreign number or an impossible
 * one is refused with what to write instead. Couriers call and texts go to a Sri Lankan mobile.
 */
export function readMobile(text: string): MobileReading {
  const written = text.trim();
  if (!written) return { problem: `Enter your mobile number, ${EXAMPLE}` };
  // "0094…" is how many write the international prefix: libphonenumber takes it only from a known calling country.
  const number = parsePhoneNumberFromString(written.replace(/^\s*00(?=[1-9])/, "+"), "LK");
  if (!number?.isPossible())
    return { problem: `This is not a phone number we can call. Enter a mobile number ${EXAMPLE}` };
  if (number.country !== "LK") return { problem: `Enter a Sri Lankan mobile number, ${EXAMPLE}` };
  const type = number.getType();
  if (type === "FIXED_LINE") {
    return { problem: `That is a landline. Enter a mobile number (${EXAMPLE}) so the courier can reach you` };
  }
  if (!number.isValid() || (type !== "MOBILE" && type !== "FIXED_LINE_OR_MOBILE")) {
    return { problem: `This is not a Sri Lankan mobile number. Enter one ${EXAMPLE}` };
  }
  return { mobile: number.number };
}
