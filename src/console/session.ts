import type { CatalogImport, Product } from "../server/api-types";
import { answerOf, call, createApi, fetchAnswer } from "../shared/api-client";
import { API_PREFIX } from "../shared/api-prefix";
import { pageLoader } from "../shared/load-page";
import { signInFor } from "../shared/paths";
import { accessExpiresAt, createSession } from "../shared/session-fetch";

/** A session that cannot be renewed sends the staff member to sign in, then back to where they were. */
const signInAgain = () => location.assign(signInFor(location.pathname + location.search));
const session = createSession(signInAgain);

/** The console's typed API client and page loader, both over the session-aware fetch (browser only). */
export const consoleApi = () => createApi(session.fetch);
export const loadConsolePage = pageLoader(session.fetch);

/** Deletes an order (admin): by hand, as Eden cannot spell this path (see fetchAnswer). */
export const deleteOrder = (propertyId: number) =>
  call(fetchAnswer<unknown>(session.fetch, `/orders/admin/delete/${propertyId}`, { method: "DELETE" }));

/**
 * Adds (no id) or updates a product with the multipart form of add-product / update-product, reporting the upload's
 * progress; a refusal is thrown as an ApiError, and said by the snack bar unless `quiet` (the dialog shows it).
 */
export function sendProduct(
  productId: number | null,
  form: FormData,
  { onProgress = () => {}, quiet = false }: { onProgress?: (fraction: number) => void; quiet?: boolean } = {},
) {
  const path = productId === null ? "add-product" : `update-product/${productId}`;
  const method = productId === null ? "POST" : "PUT";
  return call(answerOf<Product>(session.upload(`${API_PREFIX}/products/${path}`, { method, body: form }, onProgress)), {
    quiet,
  });
}

/** Uploads a CSV (and a ZIP of its images) to import, reporting the upload's progress. */
export const uploadImport = (form: FormData, onProgress: (fraction: number) => void) =>
  call(
    answerOf<CatalogImport>(
      session.upload(`${API_PREFIX}/products/imports`, { method: "POST", body: form }, onProgress),
    ),
    { quiet: true },
  );

/** Renew this long before the access token ends: a quarter of what is left, between 1 s and a minute. */
const leadTime = (left: number) => Math.min(60_000, Math.max(1_000, left / 4));
const RETRY_OFFLINE_MS = 10_000;

/**
 * Renews the access token shortly before it ends, so a staff member in the middle of their work never meets an
 * expired session (a 401 would still be renewed and retried). Every tab schedules its own; the shared lock and
 * expiry cookie make the first one renew and the others adopt its token. Returns the stop function.
 */
export function keepSessionAlive(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (delay?: number) => {
    clearTimeout(timer);
    const expiry = accessExpiresAt();
    if (expiry === null) return;
    const left = expiry - Date.now();
    timer = setTimeout(() => void renew(expiry), delay ?? Math.max(0, left - leadTime(left)));
  };
  const renew = async (expiry: number) => {
    const renewal = await session.renew(expiry);
    if (renewal === "ended") signInAgain();
    else schedule(renewal === "unreachable" ? RETRY_OFFLINE_MS : undefined);
  };
  // A laptop that slept missed its timer: look again when the page is shown.
  const onVisible = () => {
    if (document.visibilityState === "visible") schedule();
  };
  document.addEventListener("visibilitychange", onVisible);
  schedule();
  return () => {
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
