import {
  Component,
  type ComponentType,
  createContext,
  type ErrorInfo,
  type ReactNode,
  Suspense,
  startTransition,
  use,
  useContext,
  useEffect,
  useState,
} from "react";
import { Redirect, Route, Router, Switch } from "wouter";
import type { PageProps } from "../server/api-types";
import type { InitialState, PageFailure, PagePayload } from "./page-state";
import { isPage, type PageRouteId, redirectTarget, routes } from "./routes";
import { TransitionLocation, useCurrentUrl, useTransitionLocation, useTransitionSearch } from "./transition-location";

// biome-ignore lint/suspicious/noExplicitAny: each page has its own props, typed where the app lists its pages
type AnyPage = ComponentType<any>;
type PageModule = { default: AnyPage };

/** An app's pages by route id, each loaded on first use. Ids the app lacks belong to the other app. */
export type PageModules = Partial<Record<PageRouteId, () => Promise<PageModule>>>;

/** An app's page list, each component checked against its loader's data type. */
export type PageMap<Ids extends PageRouteId> = {
  [Id in Ids]: () => Promise<{ default: ComponentType<PageProps<Id>> }>;
};

type Settlement<T> = { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

/** Marks a promise with its outcome the way React's `use` reads it, so a settled one renders without suspending. */
function track<T>(promise: Promise<T>): Promise<T> {
  const marks = promise as Promise<T> & Settlement<T>;
  if (marks.status) return promise;
  marks.status = "pending";
  promise.then(
    (value) => Object.assign(marks, { status: "fulfilled", value }),
    (reason) => Object.assign(marks, { status: "rejected", reason }),
  );
  return promise;
}

const settled = <T,>(value: T): Promise<T> => Object.assign(Promise.resolve(value), { status: "fulfilled", value });

const loadedModules = new Map<PageRouteId, Promise<PageModule>>();

function pageModule(id: PageRouteId, load: () => Promise<PageModule>): Promise<PageModule> {
  let loaded = loadedModules.get(id);
  if (!loaded) {
    loaded = track(load());
    loadedModules.set(id, loaded);
  }
  return loaded;
}

/** Loads a page's code ahead of rendering it (before hydration, and on the server). */
export async function preloadPage(pages: PageModules, id: PageRouteId): Promise<void> {
  const load = pages[id];
  if (!load) return;
  const module = await pageModule(id, load);
  loadedModules.set(id, settled(module));
}

/** Pages kept for Back/Forward without a new request. */
const MAX_CACHED_PAGES = 20;

interface RouterData {
  pages: PageModules;
  cache: Map<string, Promise<PagePayload>>;
  loadPage: (url: string) => Promise<PagePayload>;
  initial: InitialState;
  failureView: (failure: PageFailure) => ReactNode;
  revalidate: () => void;
  shopName: string;
  whatsapp: string | null;
}

const RouterDataContext = createContext<RouterData | null>(null);

function useRouterData(): RouterData {
  const data = useContext(RouterDataContext);
  if (!data) throw new Error("Needs a <PageRouter>");
  return data;
}

export const useShopName = () => useContext(RouterDataContext)?.shopName ?? "";
/** The shop's WhatsApp number (E.164) on storefront pages; null when the shop has none. */
export const useShopWhatsapp = () => useContext(RouterDataContext)?.whatsapp ?? null;

/** Forgets every page's data and reloads the current page's: call it after a change (a mutation). */
export const useRevalidate = () => useRouterData().revalidate;

/**
 * A page's data for a URL: the cached answer, or a new request. A failure stays cached while its URL is shown (React
 * renders a failed page more than once; dropping it at once asked again in a loop) and is forgotten on leaving it.
 */
function payloadOf({ cache, loadPage }: RouterData, url: string): Promise<PagePayload> {
  let pending = cache.get(url);
  if (!pending) {
    pending = track(loadPage(url));
    pending.catch(() => {});
    cache.set(url, pending);
    if (cache.size > MAX_CACHED_PAGES) cache.delete(cache.keys().next().value as string);
  }
  return pending;
}

function RoutePage({ id, params }: { id: PageRouteId; params: Record<string, string> }) {
  const router = useRouterData();
  const url = useCurrentUrl();
  const failure = url === router.initial.url ? router.initial.failure : undefined;
  const load = router.pages[id];
  if (!load) throw new Error(`No page for ${id}`);

  const Page = use(pageModule(id, load)).default;
  const payload = failure ? undefined : use(payloadOf(router, url));
  const title = payload?.title;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (failure || !payload) return router.failureView(failure as PageFailure);
  return <Page data={payload.data} params={params} />;
}

/** Leaves the app with a full page load (the other app, or the server's redirect for unknown paths). */
function LeaveApp() {
  const url = useCurrentUrl();
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return null;
}

/** A failure the browser met while loading a page (its data or its code). */
export class PageLoadError extends Error {
  constructor(readonly failure: PageFailure) {
    super(failure.message);
    this.name = "PageLoadError";
  }
}

export const NETWORK_FAILURE: PageFailure = {
  status: 0,
  message: "The page could not be loaded. Check your internet connection and try again.",
};

/** Shows the app's failure view instead of unmounting the app; the next navigation tries again. */
type BoundaryState = { failure: PageFailure | null; failedAt: string | null };

class PageErrorBoundary extends Component<
  { resetKey: string; view: (failure: PageFailure) => ReactNode; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = { failure: null, failedAt: null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: error instanceof PageLoadError ? error.failure : NETWORK_FAILURE };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: BoundaryState) {
    if (state.failure && state.failedAt === null) return { failedAt: props.resetKey };
    if (state.failure && state.failedAt !== props.resetKey) return { failure: null, failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!(error instanceof PageLoadError)) console.error("Page failed:", error, info.componentStack);
  }

  override render() {
    return this.state.failure ? this.props.view(this.state.failure) : this.props.children;
  }
}

function PageSwitch({ pages }: { pages: PageModules }) {
  return (
    <Switch>
      {routes.map((route) => {
        if (!isPage(route)) {
          return (
            <Route key={`redirect:${route.path}`} path={route.path}>
              {(params) => <Redirect to={redirectTarget(route, params as Record<string, string>)} replace />}
            </Route>
          );
        }
        return (
          <Route key={route.id} path={route.path}>
            {(params) =>
              pages[route.id] ? <RoutePage id={route.id} params={params as Record<string, string>} /> : <LeaveApp />
            }
          </Route>
        );
      })}
      <Route>
        <LeaveApp />
      </Route>
    </Switch>
  );
}

/** Forgets the failed pages the visitor has left, so coming back to one asks the server again. */
function ForgetLeftFailures({ cache }: { cache: Map<string, Promise<PagePayload>> }) {
  const url = useCurrentUrl();
  useEffect(() => {
    for (const [cached, payload] of cache) {
      if (cached !== url && (payload as Settlement<PagePayload>).status === "rejected") cache.delete(cached);
    }
  }, [cache, url]);
  return null;
}

function CurrentUrlBoundary({ view, children }: { view: (failure: PageFailure) => ReactNode; children: ReactNode }) {
  return (
    <PageErrorBoundary resetKey={useCurrentUrl()} view={view}>
      {children}
    </PageErrorBoundary>
  );
}

export interface PageRouterProps {
  state: InitialState;
  pages: PageModules;
  /** Fetches a page's payload for client-side navigation (never called on the server). */
  loadPage: (url: string) => Promise<PagePayload>;
  layout: (page: ReactNode) => ReactNode;
  failureView: (failure: PageFailure) => ReactNode;
  fallback: ReactNode;
  /** The path prefix of the page's language (`/si`): links and routes are written without it. */
  base?: string;
}

/** The route table as a wouter <Switch> for one app, each page with its server-loaded data. */
export function PageRouter({ state, pages, loadPage, layout, failureView, fallback, base = "" }: PageRouterProps) {
  const [cache] = useState(() => {
    const initial = new Map<string, Promise<PagePayload>>();
    if (state.page) initial.set(state.url, settled(state.page));
    return initial;
  });
  const [, setVersion] = useState(0);
  /**
   * Reloads the page's data behind the scenes: the list stays on screen, scrolled where it was, until the new data
   * replaces it. React's own startTransition, not useTransition's: that one first re-renders urgently to say it is
   * pending, and that render, finding the cache emptied, would show the "Loading…" fallback and lose the place.
   */
  const revalidate = () => {
    cache.clear();
    startTransition(() => setVersion((version) => version + 1));
  };

  useEffect(() => {
    // Effects run only once hydration has finished: tests (and curious staff) can tell the page is live.
    document.documentElement.dataset.hydrated = "true";
  }, []);

  const data: RouterData = {
    pages,
    cache,
    loadPage,
    initial: state,
    failureView,
    revalidate,
    shopName: state.shopName,
    whatsapp: state.whatsapp ?? null,
  };
  return (
    <TransitionLocation initialUrl={state.url}>
      <Router base={base} hook={useTransitionLocation} searchHook={useTransitionSearch}>
        <RouterDataContext.Provider value={data}>
          <ForgetLeftFailures cache={cache} />
          {layout(
            <Suspense fallback={fallback}>
              <CurrentUrlBoundary view={failureView}>
                <PageSwitch pages={pages} />
              </CurrentUrlBoundary>
            </Suspense>,
          )}
        </RouterDataContext.Provider>
      </Router>
    </TransitionLocation>
  );
}
