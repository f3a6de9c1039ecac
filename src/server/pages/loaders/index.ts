import type { PageRouteId } from "../../../shared/routes";
import { pageLoaders } from "../page-loaders.generated";
import type { PageLoader } from "./loader";

type Loaders = typeof pageLoaders;

/** The data a page's component gets: what its loader returns (undefined for a page without one). */
export type PageData<Id extends PageRouteId> = Id extends keyof Loaders
  ? Awaited<ReturnType<Loaders[Id]["load"]>>
  : undefined;

/** A page component's props, typed by its route id. */
export interface PageProps<Id extends PageRouteId> {
  data: PageData<Id>;
  params: Record<string, string>;
}

export const loaderOf = (id: PageRouteId): PageLoader<unknown> | undefined =>
  (pageLoaders as Partial<Record<PageRouteId, PageLoader<unknown>>>)[id];
