import { proxy } from "valtio";

/**
 * The one place the browser shows a failure nobody else shows (a failed save, a lost connection): each app renders
 * <FailureNotice/> (src/ui) over this store. Browser-only: the server never writes it.
 */
export const failures = proxy<{ current: { message: string; requestId?: string } | null }>({ current: null });

export const reportFailure = (message: string, requestId?: string) => {
  failures.current = { message, requestId };
};

export const dismissFailure = () => {
  failures.current = null;
};
