import { useSnapshot } from "valtio";
import { dismissFailure, failures } from "../shared/failures";

/** Shows the failure reported last (src/shared/failures.ts) until it is dismissed. */
export function FailureNotice() {
  const { current } = useSnapshot(failures);
  if (!current) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-lg items-start gap-3 rounded-lg bg-ink p-4 text-white shadow-lg"
    >
      <p className="flex-1 text-sm">
        {current.message}
        {current.requestId ? (
          <span className="mt-1 block text-xs text-line">Reference: {current.requestId}</span>
        ) : null}
      </p>
      <button type="button" onClick={dismissFailure} className="rounded px-2 text-sm font-semibold underline">
        Dismiss
      </button>
    </div>
  );
}
