import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and while hydrating, true after: a control that needs script (a type-ahead picker) can render
 * its plain-HTML form first, so the server's HTML works without JavaScript and hydration matches it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
