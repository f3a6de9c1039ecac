import { STORE_PATH } from "../shared/store-query";

const KEY = "lanka-auto-parts.last-search";

/** The store URL (search, filters, page) the customer last looked at, for the product page's way back. */
export function rememberSearch(url: string) {
  try {
    sessionStorage.setItem(KEY, url);
  } catch {
    // Storage refused (private mode): the way back goes to the plain store list.
  }
}

export function lastSearch(): string {
  try {
    const url = sessionStorage.getItem(KEY);
    return url?.startsWith(STORE_PATH) ? url : STORE_PATH;
  } catch {
    return STORE_PATH;
  }
}
