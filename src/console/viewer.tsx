import { createContext, type ReactNode, useContext, useState } from "react";
import type { Viewer } from "../shared/page-state";

interface ViewerState {
  viewer: Viewer | null;
  setViewer(viewer: Viewer | null): void;
}

const ViewerContext = createContext<ViewerState>({ viewer: null, setViewer: () => {} });

/** Who is signed in: from the page the server rendered, then from sign-in. Per render, never module state (SSR). */
export function ViewerProvider({ initial, children }: { initial: Viewer | null; children: ReactNode }) {
  const [viewer, setViewer] = useState(initial);
  return <ViewerContext.Provider value={{ viewer, setViewer }}>{children}</ViewerContext.Provider>;
}

export const useViewer = () => useContext(ViewerContext).viewer;
export const useSetViewer = () => useContext(ViewerContext).setViewer;
/** Status changes and deletes are the admin's (the API answers 403 to anyone else). */
export const useIsAdmin = () => useViewer()?.role === "ADMIN";
