import type { Logger } from "../logger";

/** How long identical unexpected errors are counted instead of logged, after the first is logged in full. */
export const ERROR_BURST_MS = 10_000;

/**
 * A failing disk answers every request with the same error: logging each in full wrote 20 MB of identical stacks
 * in 20 s. The first of a kind (same name and message) is logged in full; the ones after it within the interval are
 * counted, and the count is logged once when the interval ends.
 */
export function createErrorBurst(logger: Logger, intervalMs = ERROR_BURST_MS, afterInterval = unrefTimeout) {
  const counting = new Map<string, { repeated: number; first: Record<string, unknown> }>();
  return {
    /** True when this error should be logged now; false when it was counted. */
    shouldLog(kind: string, fields: Record<string, unknown>): boolean {
      const burst = counting.get(kind);
      if (burst) {
        burst.repeated++;
        return false;
      }
      counting.set(kind, { repeated: 0, first: fields });
      afterInterval(() => {
        const ended = counting.get(kind);
        counting.delete(kind);
        if (ended?.repeated) {
          const { error, detail, path } = ended.first;
          // A warning: the error itself was logged as one when it first happened.
          logger.warn("unexpected error repeated", {
            error,
            detail,
            path,
            repeated: ended.repeated,
            seconds: intervalMs / 1000,
          });
        }
      }, intervalMs);
      return true;
    },
  };
}

/** A timer that does not keep the process alive. */
function unrefTimeout(run: () => void, ms: number): void {
  setTimeout(run, ms).unref?.();
}

export type ErrorBurst = ReturnType<typeof createErrorBurst>;
