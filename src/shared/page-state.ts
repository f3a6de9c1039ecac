import type { SessionUser } from "../server/api-types";
import type { Locale } from "./i18n/locales";

/** What the server answers for a page: embedded in its HTML, and as JSON for client-side navigation. */
export interface PagePayload {
  data: unknown;
  /** The full document title. */
  title: string;
  status: number;
}

/** A page that could not be loaded: shown inside the app's layout, with the id the server logged it under. */
export interface PageFailure {
  status: number;
  message: string;
  requestId?: string;
}

/** The signed-in staff member, as the console shows them (menu entries, read-only controls). */
export interface Viewer {
  email: string;
  role: SessionUser["role"];
}

/** What the server embeds in every page: the URL it rendered, its payload (or failure) and the shop's name. */
export interface InitialState {
  url: string;
  /** The page's language (storefront pages; the console is English). */
  locale?: Locale;
  /** Sinhala and Tamil pages: the module holding the language's messages, imported before hydrating. */
  messages?: string;
  shopName: string;
  page: PagePayload | null;
  failure?: PageFailure;
  /** Console pages only: who is signed in. */
  viewer?: Viewer | null;
  /** Storefront pages only: the shop's WhatsApp number (E.164), for "Ask on WhatsApp" links; null: none. */
  whatsapp?: string | null;
  /** Storefront pages only: this visitor's cart count and what a cart form just did. */
  visitor?: VisitorState;
}

export interface VisitorState {
  cartCount: number;
  notice: string | null;
}

export const INITIAL_STATE_ID = "__INITIAL_STATE__";

/** Client-side navigation fetches `/_data/client/store?page=2` for the page `/client/store?page=2`. */
export const PAGE_DATA_PREFIX = "/_data";
export const pageDataUrl = (url: string) => `${PAGE_DATA_PREFIX}${url}`;

export const fullTitle = (title: string, shopName: string) => (title ? `${title} | ${shopName}` : shopName);

/** Reads the state the server embedded as JSON (never executed as script). */
export function readInitialState(): InitialState {
  const element = document.getElementById(INITIAL_STATE_ID);
  if (!element?.textContent) return { url: location.pathname + location.search, page: null, shopName: "" };
  return JSON.parse(element.textContent) as InitialState;
}

/** JSON safe to place inside a <script type="application/json"> element. */
export function serializeInitialState(state: InitialState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
