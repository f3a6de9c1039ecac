import type { Locale } from "../../../shared/i18n/locales";
import type { PageHead } from "../../../shared/page-route";
import type { RefusedForm } from "../../../shared/visitor-forms";
import type { Translate } from "../../../storefront/i18n/messages/catalogs.server";
import type { StaffUser } from "../../http/staff-guard";
import type { Services } from "../../services";

/** What a page loader gets for one request: who asks, the request id the visitor sees, and the store's services. */
export interface RequestContext {
  user: StaffUser | null;
  requestId: string;
  services: Services;
  params: Record<string, string>;
  query: URLSearchParams;
  /** A cookie of the request (e.g. the remembered username that prefills sign-in). */
  cookie(name: string): string | undefined;
  /** This page's form, posted without JavaScript and refused: shown again with its errors (page-forms.ts). */
  form?: RefusedForm;
  /** The page's language: what the loader writes in words (a refusal, a title) is in it. */
  locale: Locale;
}

/**
 * A page's server side: its data (embedded in the HTML, or answered as JSON on client-side navigation), the head
 * its data refines, and its HTTP status. Loaders call services, never the database or the API over HTTP.
 */
export interface PageLoader<D> {
  load(context: RequestContext): Promise<D> | D;
  head?(data: D, params: Record<string, string>, shopName: string, t: Translate): Partial<PageHead>;
  status?(data: D): number;
}

export const pageLoader = <D>(definition: PageLoader<D>): PageLoader<D> => definition;
