import { createContext, type ReactNode, useContext, useEffect, useRef, useState, useTransition } from "react";

/**
 * The browser location as React state changed inside a transition: while the next page's data or code loads, the
 * current page stays on screen (with a progress bar) instead of a "Loading…" flash. wouter's own location hook
 * reads history through useSyncExternalStore, whose updates cannot be transitions (docs/decisions/002-page-data.md).
 */
interface LocationState {
  path: string;
  search: string;
  pending: boolean;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const LocationContext = createContext<LocationState | null>(null);

const splitUrl = (url: string): [string, string] => {
  const at = url.indexOf("?");
  return at === -1 ? [url, ""] : [url.slice(0, at), url.slice(at + 1)];
};

export function TransitionLocation({ initialUrl, children }: { initialUrl: string; children: ReactNode }) {
  const [url, setUrl] = useState(initialUrl);
  const [pending, startTransition] = useTransition();
  const scrollToTop = useRef(false);

  useEffect(() => {
    const onPopState = () => startTransition(() => setUrl(location.pathname + location.search));
    addEventListener("popstate", onPopState);
    return () => removeEventListener("popstate", onPopState);
  }, []);

  useEffect(() => {
    if (!scrollToTop.current || !url) return;
    scrollToTop.current = false;
    scrollTo(0, 0);
  }, [url]);

  const navigate = (to: string, { replace = false } = {}) => {
    const target = new URL(to, location.href);
    if (target.origin !== location.origin) {
      location.assign(target);
      return;
    }
    const next = target.pathname + target.search;
    history[replace ? "replaceState" : "pushState"](null, "", next + target.hash);
    scrollToTop.current = !target.hash;
    startTransition(() => setUrl(next));
  };

  const [path, search] = splitUrl(url);
  return <LocationContext.Provider value={{ path, search, pending, navigate }}>{children}</LocationContext.Provider>;
}

function useLocationState(): LocationState {
  const state = useContext(LocationContext);
  if (!state) throw new Error("Needs a <TransitionLocation>");
  return state;
}

/** wouter's `hook`: the current path and the navigate function. */
export const useTransitionLocation = (): [string, LocationState["navigate"]] => {
  const { path, navigate } = useLocationState();
  return [path, navigate];
};

/** wouter's `searchHook`: the query string without "?". */
export const useTransitionSearch = () => useLocationState().search;

/** The current path with its query string: the key a page's data is cached and its failure is reset by. */
export const useCurrentUrl = () => {
  const { path, search } = useLocationState();
  return search ? `${path}?${search}` : path;
};

/** True while a navigation waits for the next page. */
export const useNavigationPending = () => useLocationState().pending;
