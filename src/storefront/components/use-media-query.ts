import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, kept up as it changes (a resize, a system setting). `false` on the server and
 * while hydrating, so the first render matches the server's HTML; the browser's answer follows at once.
 */
export function useMediaQuery(query: string): boolean {
  // One subscription per query: a new function each render would make React subscribe again every time.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(query).matches,
    () => false,
  );
}
