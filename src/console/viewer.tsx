import { createContext, type ReactNode, useContext, useState } from "react";
import type { Viewer } from "../shared/page-state";
import { can, type Permission } from "../shared/permissions";

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
/** Whether the signed-in staff member may do this (shared/permissions.ts; the API enforces the same table). */
export const useCan = (action: Permission) => can(useViewer()?.role, action);
