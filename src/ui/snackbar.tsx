import { Toast } from "radix-ui";
import { useSnapshot } from "valtio";
import { dismissFailure, failures } from "../shared/failures";

/** docs/product-spec.md §9: a snack bar stays 3000 ms (longer while hovered or focused), with a Close action. */
export const SNACKBAR_MS = 3000;

/** The console's snack bar, at the top: the latest failure or confirmation of src/shared/failures.ts. */
export function Snackbar() {
  const { current } = useSnapshot(failures);
  return (
    <Toast.Provider duration={SNACKBAR_MS} swipeDirection="up" label="Notification">
      {current ? (
        <Toast.Root
          key={current.id}
          type={current.tone === "error" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissFailure();
          }}
          data-tone={current.tone}
          className="flex items-start gap-3 rounded-lg bg-ink p-4 text-white shadow-lg data-[tone=error]:bg-red-800"
        >
          <Toast.Description className="flex-1 text-sm">
            {current.message}
            {current.requestId ? (
              <span className="mt-1 block text-xs opacity-80">Reference: {current.requestId}</span>
            ) : null}
          </Toast.Description>
          {current.action ? (
            <Toast.Action
              altText={current.action.label}
              onClick={current.action.run}
              className="rounded bg-white px-2 py-0.5 font-semibold text-ink text-sm hover:bg-white/90"
            >
              {current.action.label}
            </Toast.Action>
          ) : null}
          <Toast.Close className="rounded px-2 py-0.5 font-semibold text-sm underline hover:bg-white/10">
            Close
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport className="fixed inset-x-0 top-3 z-[60] mx-auto flex w-full max-w-md flex-col gap-2 px-4 outline-none print:hidden" />
    </Toast.Provider>
  );
}
