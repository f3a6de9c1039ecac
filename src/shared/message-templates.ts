import { SegmentedMessage } from "sms-segments-calculator";
import type { Locale } from "./i18n/locales";

/**
 * The texts the shop sends, each with the placeholders it may use and its default wording. Short English by
 * default: a Sinhala or Tamil text is Unicode (70 characters a segment instead of 160) and costs 2–3× as much.
 * Admins edit them on the console's Messages screen; the console previews them with the same sample values.
 */
export const MESSAGE_KINDS = [
  "order-placed",
  "order-paid",
  "slip-rejected",
  "order-confirmed",
  "order-ready-for-pickup",
  "order-dispatched",
  "order-delivered",
  "order-canceled",
  "back-in-stock",
  "stock-alert-code",
  "shop-new-order",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const PLACEHOLDERS = {
  shop: "The shop's name",
  order: "The order number, SO-2026-000123",
  total: "The order's total, Rs. 12,500.00",
  payment: "How to pay, in a sentence",
  track: "The link to follow the order",
  reason: "Why staff rejected the slip",
  branch: "The pickup branch",
  phone: "The shop's phone number",
  product: "The part's name",
  link: "The link to the part",
  customer: "The customer's name",
  mobile: "The customer's mobile",
  courier: "The courier carrying it",
  tracking: "The courier's tracking number",
  code: "The 6-digit code that confirms a back-in-stock request",
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;

export interface MessageTemplate {
  kind: MessageKind;
  /** When it is sent, as staff read it. */
  when: string;
  placeholders: readonly Placeholder[];
  /** Placeholders the text must keep: without them the message is of no use. */
  required?: readonly Placeholder[];
  text: string;
}

const ORDER: readonly Placeholder[] = ["shop", "order", "total", "track", "phone", "customer"];

export const DEFAULT_TEMPLATES: Record<MessageKind, MessageTemplate> = {
  "order-placed": {
    kind: "order-placed",
    when: "An order is placed",
    placeholders: [...ORDER, "payment"],
    text: "{shop}: order {order} placed, total {total}. {payment} Track: {track}",
  },
  "order-paid": {
    kind: "order-paid",
    when: "The payment is received",
    placeholders: ORDER,
    text: "{shop}: we received {total} for order {order}. Thank you!",
  },
  "slip-rejected": {
    kind: "slip-rejected",
    when: "Staff reject a bank slip",
    placeholders: [...ORDER, "reason"],
    text: "{shop}: the slip for order {order} was not accepted: {reason}. Send another: {track}",
  },
  "order-confirmed": {
    kind: "order-confirmed",
    when: "A delivery order is confirmed (Received)",
    placeholders: ORDER,
    text: "{shop}: order {order} is confirmed and being packed for delivery. Questions? Call {phone}",
  },
  "order-ready-for-pickup": {
    kind: "order-ready-for-pickup",
    when: "A pickup order is confirmed (Received)",
    placeholders: [...ORDER, "branch"],
    text: "{shop}: order {order} is ready for pickup at {branch}. Please bring the order number.",
  },
  "order-dispatched": {
    kind: "order-dispatched",
    when: "Staff hand an order to the courier (Dispatch)",
    placeholders: [...ORDER, "courier", "tracking"],
    text: "{shop}: order {order} is on its way with {courier}, tracking no. {tracking}. Track: {track}",
  },
  "order-delivered": {
    kind: "order-delivered",
    when: "An order is handed over (Delivered)",
    placeholders: ORDER,
    text: "{shop}: order {order} was handed over. Thank you for buying from us!",
  },
  "order-canceled": {
    kind: "order-canceled",
    when: "An order is canceled",
    placeholders: ORDER,
    text: "{shop}: order {order} was canceled. If you did not expect this, call us on {phone}.",
  },
  "back-in-stock": {
    kind: "back-in-stock",
    when: "A part a customer waits for is back in stock",
    placeholders: ["shop", "product", "link", "phone"],
    text: "{shop}: {product} is back in stock. Order it here: {link}",
  },
  "stock-alert-code": {
    kind: "stock-alert-code",
    when: "A customer asks to be told when a part is back",
    placeholders: ["shop", "product", "code"],
    required: ["code"],
    text: "{shop}: your code is {code}. Enter it on the part's page to be told when {product} is back.",
  },
  "shop-new-order": {
    kind: "shop-new-order",
    when: "A new order, to the shop's own number (if set)",
    placeholders: [...ORDER, "payment", "mobile"],
    text: "New order {order}: {total} from {customer} ({mobile}). {payment}",
  },
};

/**
 * The texts customers get, in Sinhala and Tamil: short, since Unicode texts hold 70 characters (67 a part). The
 * order's first text leaves out the shop's name, which its sender name already shows, so it fits two parts.
 */
export const TRANSLATED_TEXTS: Record<"si" | "ta", Record<Exclude<MessageKind, "shop-new-order">, string>> = {
  si: {
    "order-placed": "ඇණවුම {order} {total}. {payment} {track}",
    "order-paid": "{shop}: ඇණවුම {order} සඳහා {total} ලැබුණා. ස්තූතියි!",
    "slip-rejected": "{shop}: ඇණවුම {order} රිසිට්පත භාර ගත නොහැක: {reason}. නැවත එවන්න: {track}",
    "order-confirmed": "{shop}: ඇණවුම {order} තහවුරුයි, ඇසුරුම් කරමින්. විමසීම්: {phone}",
    "order-ready-for-pickup": "{shop}: ඇණවුම {order} {branch} හිදී ලබා ගත හැක. ඇණවුම් අංකය රැගෙන එන්න.",
    "order-dispatched": "{shop}: ඇණවුම {order} {courier} හරහා එව්වා, අංකය {tracking}. {track}",
    "order-delivered": "{shop}: ඇණවුම {order} භාර දුන්නා. ස්තූතියි!",
    "order-canceled": "{shop}: ඇණවුම {order} අවලංගු කළා. විමසීම්: {phone}",
    "back-in-stock": "{shop}: {product} නැවත තොගයේ. ඇණවුම් කරන්න: {link}",
    "stock-alert-code": "{shop}: ඔබේ කේතය {code}. {product} ආපසු පැමිණි විට දැනුම් දීමට එය කොටසේ පිටුවේ ඇතුළත් කරන්න.",
  },
  ta: {
    "order-placed": "ஆர்டர் {order} {total}. {payment} {track}",
    "order-paid": "{shop}: ஆர்டர் {order} க்கு {total} கிடைத்தது. நன்றி!",
    "slip-rejected": "{shop}: ஆர்டர் {order} சீட்டு ஏற்கப்படவில்லை: {reason}. மீண்டும் அனுப்ப: {track}",
    "order-confirmed": "{shop}: ஆர்டர் {order} உறுதி, பொதி செய்யப்படுகிறது. கேள்விகள்: {phone}",
    "order-ready-for-pickup": "{shop}: ஆர்டர் {order} {branch} இல் பெறத் தயார். ஆர்டர் எண்ணைக் கொண்டு வாருங்கள்.",
    "order-dispatched": "{shop}: ஆர்டர் {order} {courier} மூலம் அனுப்பப்பட்டது, எண் {tracking}. {track}",
    "order-delivered": "{shop}: ஆர்டர் {order} ஒப்படைக்கப்பட்டது. நன்றி!",
    "order-canceled": "{shop}: ஆர்டர் {order} ரத்து செய்யப்பட்டது. கேள்விகள்: {phone}",
    "back-in-stock": "{shop}: {product} மீண்டும் கையிருப்பில். ஆர்டர் செய்ய: {link}",
    "stock-alert-code": "{shop}: உங்கள் குறியீடு {code}. {product} மீண்டும் வந்ததும் அறிய பாகத்தின் பக்கத்தில் உள்ளிடுங்கள்.",
  },
};

/**
 * A text's default wording in a language: the translation, else the English (the shop's own new-order text is
 * English in every language: staff read English).
 */
export function defaultText(kind: MessageKind, locale: Locale): string {
  if (locale === "en" || kind === "shop-new-order") return DEFAULT_TEMPLATES[kind].text;
  return TRANSLATED_TEXTS[locale][kind];
}

/** How to pay, in one sentence of a text, in each language (short: a Sinhala or Tamil part holds 67 characters). */
export const PAYMENT_SENTENCES: Record<Locale, Record<"paid" | "collect" | "cod" | "transfer" | "card", string>> = {
  en: {
    paid: "Paid, thank you.",
    collect: "Pay when you collect it.",
    cod: "Pay cash on delivery.",
    transfer: "Pay by bank transfer, reference {order}, then send the slip at the link.",
    card: "Pay by card at the link.",
  },
  si: {
    paid: "ගෙවා ඇත, ස්තූතියි.",
    collect: "ලබා ගන්නා විට ගෙවන්න.",
    cod: "භාර දෙන විට ගෙවන්න.",
    transfer: "බැංකුවට ගෙවා රිසිට්පත එවන්න:",
    card: "කාඩ්පතෙන් ගෙවන්න:",
  },
  ta: {
    paid: "செலுத்தப்பட்டது, நன்றி.",
    collect: "பெறும்போது செலுத்துங்கள்.",
    cod: "பெறும்போது பணம் செலுத்துங்கள்.",
    transfer: "வங்கியில் செலுத்தி சீட்டை அனுப்புக:",
    card: "அட்டையால் செலுத்துங்கள்:",
  },
};

/** Values the console's preview fills in. */
export const SAMPLE_VALUES: Record<Placeholder, string> = {
  shop: "Lanka Auto Parts",
  order: "SO-2026-000123",
  total: "Rs. 12,500.00",
  payment: "Pay cash on delivery.",
  track: "https://shop.example.lk/track/SO-2026-000123/3f9a0c2b7d41",
  reason: "the amount does not match",
  branch: "Colombo 03, 245 Galle Road",
  phone: "011 234 5678",
  product: "Brake pad set, front (04465-52260)",
  link: "https://shop.example.lk/client/product/42",
  customer: "Nimal Perera",
  mobile: "077 123 4567",
  courier: "Domex",
  tracking: "DX123456789LK",
  code: "482913",
};

/** The text with each {placeholder} filled; an unknown one is left as written. */
export function fillTemplate(text: string, values: Partial<Record<Placeholder, string>>): string {
  return text.replace(/\{([a-z]+)\}/g, (whole, name: string) => values[name as Placeholder] ?? whole);
}

/** The placeholders a template must keep that the text leaves out. */
export function missingPlaceholders(text: string, required: readonly Placeholder[] = []): Placeholder[] {
  return required.filter((name) => !text.includes(`{${name}}`));
}

/** The placeholders a text uses that its template does not offer. */
export function unknownPlaceholders(text: string, allowed: readonly Placeholder[]): string[] {
  const used = [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] as string);
  return [...new Set(used.filter((name) => !allowed.includes(name as Placeholder)))];
}

export interface SmsSize {
  characters: number;
  segments: number;
  /** GSM-7 (160 a segment) or UCS-2 (Unicode: Sinhala, Tamil, emoji; 70 a segment). */
  encoding: "GSM-7" | "UCS-2";
}

/** How a gateway counts a text: characters, segments it is billed as, and its encoding. */
export function smsSize(text: string): SmsSize {
  const message = new SegmentedMessage(text, "auto");
  return {
    characters: message.numberOfCharacters,
    segments: message.segmentsCount,
    encoding: message.encodingName === "UCS-2" ? "UCS-2" : "GSM-7",
  };
}
