import { NETWORK_FAILURE, PageLoadError } from "./page-router";
import { type PagePayload, pageDataUrl } from "./page-state";

export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

/** Client-side navigation: the same loader's answer as the server rendered, as JSON (docs/decisions/002-page-data.md). */
export const pageLoader =
  (fetcher: Fetcher) =>
  async (url: string): Promise<PagePayload> => {
    let response: Response;
    try {
      response = await fetcher(pageDataUrl(url), { headers: { accept: "application/json" } });
    } catch {
      throw new PageLoadError(NETWORK_FAILURE);
    }
    const body = (await response.json().catch(() => null)) as
      | (PagePayload & { message?: string; requestId?: string; redirect?: string })
      | null;
    if (response.ok && body?.redirect) {
      // The server sends this page elsewhere (a signed-in staff member opening /sign-in): go there, never settle.
      location.assign(body.redirect);
      return new Promise<never>(() => {});
    }
    if (!response.ok || !body) {
      throw new PageLoadError({
        status: response.status,
        message: body?.message ?? NETWORK_FAILURE.message,
        requestId: body?.requestId,
      });
    }
    return body;
  };
