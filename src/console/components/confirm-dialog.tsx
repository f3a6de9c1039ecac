import { AlertDialog } from "radix-ui";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A confirm that destroys something is red. */
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * The console's one confirm dialog (spec "Confirm dialog"): `await confirm({ title, message })` is true when the
 * staff member confirms, false when they cancel, press Escape or click outside.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [asked, setAsked] = useState<{ options: ConfirmOptions; answer: (yes: boolean) => void } | null>(null);
  const confirm = useCallback<Confirm>((options) => new Promise((answer) => setAsked({ options, answer })), []);
  const settle = (yes: boolean) => {
    asked?.answer(yes);
    setAsked(null);
  };
  const options = asked?.options;
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <AlertDialog.Root open={asked !== null} onOpenChange={(open) => !open && settle(false)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <AlertDialog.Content className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-[450px] rounded-xl bg-white p-6 shadow-xl focus:outline-none">
            <AlertDialog.Title className="font-bold text-lg">{options?.title ?? "Confirm Action"}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-steel">{options?.message}</AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel className="h-10 rounded-md border border-gray-400 px-4 font-medium hover:bg-surface">
                {options?.cancelLabel ?? "Cancel"}
              </AlertDialog.Cancel>
              <AlertDialog.Action
                onClick={() => settle(true)}
                className={`h-10 rounded-md px-4 font-semibold text-white ${options?.danger ? "bg-brand-600 hover:bg-brand-700" : "bg-ink hover:bg-steel"}`}
              >
                {options?.confirmLabel ?? "Confirm"}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("Needs a <ConfirmProvider>");
  return confirm;
}
