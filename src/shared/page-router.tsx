import { createContext, type ReactNode, Suspense, use, useContext, useEffect } from "react";
import { Redirect, Route, Router, Switch, useLocation, useSearch } from "wouter";
import type { ApiClient } from "./api-client";
import { type AnyRoute, type Area, isPage, type PageRoute, routes } from "./routes";

/** What the server embeds in every page: the URL it rendered, the loader's data and the shop's name. */
export interface InitialState {
  url: string;
  data: unknown;
  shopName: string;
}

export const INITIAL_STATE_ID = "__INITIAL_STATE__";

type Tracked<T> = Promise<T>;
type Settlement<T> = { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

/** Marks a promise with its outcome the way React's `use` reads it, so a settled one renders without suspending. */
function track<T>(promise: Promise<T>): Tracked<T> {
  const marks = promise as Promise<T> & Settlement<T>;
  if (marks.status) return promise;
  marks.status = "pending";
  promise.then(
    (value) => {
      marks.status = "fulfilled";
      marks.value = value;
    },
    (reason) => {
      marks.status = "rejected";
      marks.reason = reason;
    },
  );
  return promise;
}

function settled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: "fulfilled", value });
}

type PageModule = Awaited<ReturnType<PageRoute["page"]>>;
const pageModules = new Map<AnyRoute, Tracked<PageModule>>();

function pageModule(route: PageRoute): Tracked<PageModule> {
  let loaded = pageModules.get(route);
  if (!loaded) {
    loaded = track(route.page());
    pageModules.set(route, loaded);
  }
  return loaded;
}

/** Loads a page's code ahead of rendering it (before hydration, and on the server). */
export async function preloadPage(route: PageRoute): Promise<void> {
  const loaded = pageModule(route);
  const module = await loaded;
  pageModules.set(route, settled(module));
}

const MAX_CACHED_PAGES = 20;

interface RouterData {
  api: ApiClient;
  cache: Map<string, Tracked<unknown>>;
  shopName: string;
}

const RouterDataContext = createContext<RouterData | null>(null);

export const useShopName = () => useContext(RouterDataContext)?.shopName ?? "";

export const fullTitle = (title: string, shopName: string) => (title ? `${title} | ${shopName}` : shopName);

function RoutePage({ route, params }: { route: PageRoute; params: Record<string, string> }) {
  const context = useContext(RouterDataContext);
  if (!context) throw new Error("RoutePage needs a PageRouter");
  const [path] = useLocation();
  const search = useSearch();
  const key = search ? `${path}?${search}` : path;
  const { api, cache, shopName } = context;

  let data: unknown;
  if (route.load) {
    let pending = cache.get(key);
    if (!pending) {
      pending = track(route.load({ params, query: new URLSearchParams(search), api }));
      cache.set(key, pending);
      if (cache.size > MAX_CACHED_PAGES) cache.delete(cache.keys().next().value as string);
    }
    data = use(pending);
  }
  const Page = use(pageModule(route)).default;
  const title = fullTitle(route.head(data, params).title, shopName);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return <Page data={data} params={params} />;
}

/** Leaves the app with a full page load (the other app, or the server's redirect for unknown paths). */
function LeaveApp() {
  const [path] = useLocation();
  const search = useSearch();
  useEffect(() => {
    window.location.replace(search ? `${path}?${search}` : path);
  }, [path, search]);
  return null;
}

export interface PageRouterProps {
  areas: Area[];
  state: InitialState;
  api: ApiClient;
  /** The URL being rendered on the server; absent in the browser. */
  ssrUrl?: string;
  fallback: ReactNode;
  children?: (page: ReactNode) => ReactNode;
}

/** The route table as a wouter <Switch> for one app, with each page's loader data. */
export function PageRouter({ areas, state, api, ssrUrl, fallback, children = (page) => page }: PageRouterProps) {
  const cache = useInitialCache(state);
  useEffect(() => {
    // Effects run only once hydration has finished: tests (and curious staff) can tell the page is live.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const [ssrPath, ssrSearch] = ssrUrl ? splitUrl(ssrUrl) : [undefined, undefined];
  const switchElement = (
    <Switch>
      {routes.map((route) => {
        if (!isPage(route)) {
          return (
            <Route key={`${route.kind}:${route.path}`} path={route.path}>
              {(params) => <Redirect to={route.to(params as Record<string, string>)} replace />}
            </Route>
          );
        }
        return (
          <Route key={route.path} path={route.path}>
            {(params) =>
              areas.includes(route.area) ? (
                <RoutePage route={route} params={params as Record<string, string>} />
              ) : (
                <LeaveApp />
              )
            }
          </Route>
        );
      })}
      <Route>
        <LeaveApp />
      </Route>
    </Switch>
  );
  return (
    <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
      <RouterDataContext.Provider value={{ api, cache, shopName: state.shopName }}>
        {children(<Suspense fallback={fallback}>{switchElement}</Suspense>)}
      </RouterDataContext.Provider>
    </Router>
  );
}

const initialCaches = new WeakMap<InitialState, Map<string, Tracked<unknown>>>();

function useInitialCache(state: InitialState) {
  let cache = initialCaches.get(state);
  if (!cache) {
    cache = new Map([[state.url, settled(state.data)]]);
    initialCaches.set(state, cache);
  }
  return cache;
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf("?");
  return at === -1 ? [url, ""] : [url.slice(0, at), url.slice(at + 1)];
}
