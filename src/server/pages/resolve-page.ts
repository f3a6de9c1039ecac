import type { Locale } from "../../shared/i18n/locales";
import type { PageHead } from "../../shared/page-route";
import type { PageFailure, PagePayload } from "../../shared/page-state";
import { fullTitle } from "../../shared/page-state";
import { CONSOLE_HOME, SIGN_IN_PATH } from "../../shared/paths";
import { can } from "../../shared/permissions";
import { matchPath } from "../../shared/route-match";
import { type AppRoute, redirectTarget } from "../../shared/routes";
import type { RefusedForm } from "../../shared/visitor-forms";
import { translatedHead, translator } from "../../storefront/i18n/messages/catalogs.server";
import { logUnexpected, UNEXPECTED } from "../http/error-handler";
import type { StaffUser } from "../http/staff-guard";
import type { Logger } from "../logger";
import type { Services } from "../services";
import { loaderOf } from "./loaders";

export type PageOutcome =
  | { kind: "redirect"; location: string }
  | { kind: "sign-in" }
  | { kind: "page"; route: AppRoute; payload: PagePayload; head: PageHead }
  | { kind: "failed"; route: AppRoute; failure: PageFailure; head: PageHead };

export interface PageRequest {
  path: string;
  /** The page's language (a storefront page's; console pages are English). */
  locale: Locale;
  search: string;
  user: StaffUser | null;
  requestId: string;
  services: Services;
  shopName: string;
  logger: Logger;
  cookie(name: string): string | undefined;
  form?: RefusedForm;
}

const ADMIN_ONLY = "Only an admin can open this page.";

/**
 * What a page URL answers, for its HTML and for its JSON alike: a redirect, the sign-in page (guarded page without
 * a session), or the page with its loader's data. The guard is applied here and only here (docs/architecture.md).
 */
export async function resolvePage(request: PageRequest): Promise<PageOutcome> {
  const { path, locale, search, user, requestId, services, shopName, logger, cookie, form } = request;
  const match = matchPath(path);
  // docs/product-spec.md §2: any path the table does not know goes to sign-in.
  if (!match) return { kind: "redirect", location: SIGN_IN_PATH };
  const { route, params } = match;
  if (route.kind === "redirect") return { kind: "redirect", location: redirectTarget(route, params) + search };
  if (route.guard !== "public" && !user) return { kind: "sign-in" };
  // docs/product-spec.md §2: a signed-in staff member opening the sign-in page goes to the dashboard.
  if (route.id === "sign-in" && user) return { kind: "redirect", location: CONSOLE_HOME };
  if (route.guard !== "public" && route.guard !== "staff" && !can(user?.role, route.guard)) {
    return { kind: "failed", route, failure: { status: 403, message: ADMIN_ONLY }, head: route.head };
  }

  const loader = loaderOf(route.id);
  let data: unknown;
  try {
    const query = new URLSearchParams(search);
    data = await loader?.load({ user, requestId, services, params, query, cookie, form, locale });
  } catch (error) {
    logUnexpected(logger, error, { requestId, method: "GET", path });
    return { kind: "failed", route, failure: { status: 500, message: UNEXPECTED, requestId }, head: route.head };
  }
  const t = translator(locale);
  const routeHead = route.area === "client" ? translatedHead(route.id, route.head, t) : route.head;
  const head: PageHead = { ...routeHead, ...loader?.head?.(data, params, shopName, t) };
  const payload = { data, title: fullTitle(head.title, shopName), status: loader?.status?.(data) ?? 200 };
  return { kind: "page", route, payload, head };
}
