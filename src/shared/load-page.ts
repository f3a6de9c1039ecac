import { PageLoadError } from "./page-router";
import { type PagePayload, pageDataUrl } from "./page-state";

const NETWORK = "The page could not be loaded. Check your internet connection and try again.";

/** Client-side navigation: the same loader's answer as the server rendered, as JSON (docs/decisions/002-page-data.md). */
export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

export const pageLoader =
  (fetcher: Fetcher) =>
  async (url: string): Promise<PagePayload> => {
    let response: Response;
    try {
      response = await fetcher(pageDataUrl(url), { headers: { accept: "application/json" } });
    } catch {
      throw new PageLoadError({ status: 0, message: NETWORK });
    }
    const body = (await response.json().catch(() => null)) as
      | (PagePayload & { message?: string; requestId?: string })
      | null;
    if (!response.ok || !body) {
      throw new PageLoadError({
        status: response.status,
        message: body?.message ?? NETWORK,
        requestId: body?.requestId,
      });
    }
    return body;
  };
