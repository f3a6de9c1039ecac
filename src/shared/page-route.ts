/**
 * What a page's `route.ts` declares: its id, path, area, guard and head, and (console pages) its menu entry. Each
 * page folder holds one; scripts/generate-pages.ts lists them for the route table and the apps (docs/architecture.md).
 */
import type { ConsoleList } from "./list-query";
import type { Permission } from "./permissions";

export type Area = "client" | "console" | "auth";

/** Who may open a page: anyone, a signed-in active staff member, or one whose role may do this (permissions.ts). */
export type Guard = "public" | "staff" | Permission;

export interface PageHead {
  title: string;
  description?: string;
  /** Path of the canonical URL (the origin is added by the server). */
  canonical?: string;
  /** Open Graph properties without the og: prefix. */
  openGraph?: Record<string, string>;
  jsonLd?: object;
  noindex?: boolean;
}

/** The console menu's icons (console/components/icons.tsx). */
export type MenuIcon =
  | "alert"
  | "box"
  | "car"
  | "chat"
  | "dashboard"
  | "key"
  | "layers"
  | "lock"
  | "shield"
  | "tag"
  | "truck"
  | "users"
  | "wallet";

/** A console page's entry in the side menu: shown, in `order`, to those its guard lets in. */
export interface MenuEntry {
  label: string;
  icon: MenuIcon;
  order: number;
}

export interface PageRoute<Id extends string = string> {
  kind: "page";
  id: Id;
  path: string;
  area: Area;
  guard: Guard;
  /** The page's head; a page whose head depends on its data has its server loader refine it. */
  head: PageHead;
  /** Shows this visitor's own cart or order: rendered for each request, never kept or shared. */
  perVisitor?: true;
  menu?: MenuEntry;
}

export const page = <const Id extends string>(route: Omit<PageRoute<Id>, "kind">): PageRoute<Id> => ({
  kind: "page",
  ...route,
});

/** A console list page's list: its path and how many rows a page shows unless the URL says otherwise. */
export const consoleList = (route: PageRoute, defaultSize: number): ConsoleList => ({ path: route.path, defaultSize });
