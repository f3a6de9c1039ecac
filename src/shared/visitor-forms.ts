import type { FieldError } from "./field-error";

/** What the server says when the newsletter and contact forms succeed (the API's message and the page's note). */
export const NEWSLETTER_SUBSCRIBED =
  "Thank you for subscribing! Please open the link we have e-mailed you to confirm; then your 25% first-order offer and our news will follow.";
export const STOCK_ALERT_SAVED = "Thank you! We will tell you once, as soon as it is back in stock.";
/** "Tell me when it's back" sent its code: the place counts once the customer enters it. */
export const stockAlertCodeSent = (channel: "SMS" | "EMAIL") =>
  `We sent a 6-digit code to your ${channel === "SMS" ? "mobile" : "e-mail address"}. Enter it here to confirm.`;
/** What the customer reads after asking or confirming: saved, or the code is on its way. */
export const stockAlertNote = (place: { confirmed: boolean; channel: "SMS" | "EMAIL" }) =>
  place.confirmed ? STOCK_ALERT_SAVED : stockAlertCodeSent(place.channel);
export const STOCK_ALERT_BAD_CODE = "This code is not valid. Check the code we sent, or ask for a new one.";
export const STOCK_ALERT_CODE_REFUSED = "We have sent this contact several codes just now. Please try again later.";
export const CONTACT_MESSAGE_SENT = "Thank you! Your message has reached us; we answer within one working day.";

/**
 * A form posted without JavaScript that the server refused: the page is rendered again with what was typed, the
 * server's message and its field errors, so nothing is lost (docs/decisions/004-forms-without-javascript.md).
 */
export interface RefusedForm {
  values: Record<string, string>;
  message: string;
  errors: FieldError[];
  status: number;
  /** What a form that only looks something up found (order tracking): shown on the page it rendered. */
  result?: unknown;
}

/** The query a page reads after a form posted without JavaScript succeeded (Post/Redirect/Get). */
export const FORM_DONE_PARAM = "done";
