import { proxy } from "valtio";

export interface Notice {
  /** A new id for every notice, so the same message twice shows twice. */
  id: number;
  message: string;
  tone: "error" | "success";
  requestId?: string;
  /** A way to take the change back ("Undo"), offered beside a confirmation. */
  action?: NoticeAction;
}

export interface NoticeAction {
  label: string;
  run(): void;
}

/**
 * The one place the browser shows a failure nobody else shows (a failed save, a lost connection), and the console's
 * short confirmations: each app renders its notice (src/ui) over this store. Browser-only: the server never writes it.
 */
export const failures = proxy<{ current: Notice | null }>({ current: null });

let lastId = 0;

export const reportFailure = (message: string, requestId?: string) => {
  failures.current = { id: ++lastId, message, tone: "error", requestId };
};

/** A short confirmation ("Login successful!"), with a way to undo it when there is one. */
export const notify = (message: string, action?: NoticeAction) => {
  failures.current = { id: ++lastId, message, tone: "success", action };
};

export const dismissFailure = () => {
  failures.current = null;
};
