import { Dialog } from "radix-ui";
import { type FormEvent, type ReactNode, useState } from "react";
import { ApiError } from "../../shared/api-client";
import { useConfirm } from "./confirm-dialog";
import { XIcon } from "./icons";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "./list-frame";

/** A save in a dialog: its failure stays in the dialog (beside the fields it names) instead of a snack bar. */
export function useSave() {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  /** Runs the save; true when it succeeded. Anything but an API answer is a bug and is rethrown. */
  const run = async (save: () => Promise<unknown>) => {
    setSaving(true);
    setFailure(null);
    try {
      await save();
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error);
      return false;
    } finally {
      setSaving(false);
    }
  };
  const fieldError = (field: string) => failure?.errors.find((error) => error.field === field)?.message;
  return { saving, failure, run, fieldError };
}

interface FormDialogProps {
  open: boolean;
  title: string;
  /** docs/product-spec.md §9: 550 px for brands and sub-categories (at most 500 px high), 600 px for products. */
  width: 550 | 600;
  /** Something was changed: closing asks first. */
  dirty: boolean;
  canSave: boolean;
  saving: boolean;
  failure: ApiError | null;
  /** Added to a 409's message: what to do about it ("Choose another name."). */
  conflictHint?: string;
  onSave(): void;
  onClose(): void;
  children: ReactNode;
}

/** The console's add/edit dialog: fields, the save's failure in words, Save (disabled while invalid) and Close. */
export function FormDialog(props: FormDialogProps) {
  const { open, title, width, dirty, canSave, saving, failure, conflictHint, onSave, onClose, children } = props;
  const confirm = useConfirm();

  const requestClose = async () => {
    if (saving) return;
    if (dirty) {
      const discard = await confirm({
        title: "Discard changes?",
        message: "You have changes that are not saved. Close without saving them?",
        confirmLabel: "Discard",
        cancelLabel: "Keep editing",
        danger: true,
      });
      if (!discard) return;
    }
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave && !saving) onSave();
  };
  const message =
    failure && (failure.status === 409 && conflictHint ? `${failure.message} ${conflictHint}` : failure.message);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && void requestClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          aria-describedby={undefined}
          style={{ maxWidth: width }}
          // A phone: the whole screen, Save and Close always at the bottom. From the small breakpoint up: centred.
          className={`fixed inset-0 z-40 flex flex-col bg-white shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-1.5rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl ${width === 550 ? "sm:max-h-[min(500px,calc(100dvh-1.5rem))]" : "sm:max-h-[calc(100dvh-1.5rem)]"}`}
        >
          <div className="flex items-center justify-between gap-2 border-line border-b px-5 py-3">
            <Dialog.Title className="font-bold text-lg">{title}</Dialog.Title>
            <Dialog.Close className="relative inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink">
              <XIcon />
              <span className="sr-only">Close dialog</span>
            </Dialog.Close>
          </div>
          <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
              {message ? (
                <p
                  role="alert"
                  className="mb-3 rounded-md border border-brand-600/40 bg-brand-50 px-3 py-2 text-brand-800 text-sm"
                >
                  {message}
                </p>
              ) : null}
              {children}
            </div>
            <div className="flex justify-end gap-2 border-line border-t px-5 py-3">
              <button type="button" onClick={() => void requestClose()} disabled={saving} className={SECONDARY_BUTTON}>
                Close
              </button>
              <button type="submit" disabled={!canSave || saving} className={PRIMARY_BUTTON}>
                {saving ? "Saving…" : "Save"}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog while what it edits is being loaded: its title, a line saying so, and Close. */
export function LoadingDialog({ title, width, onClose }: { title: string; width: 550 | 600; onClose(): void }) {
  return (
    <FormDialog
      open
      title={title}
      width={width}
      dirty={false}
      canSave={false}
      saving={false}
      failure={null}
      onSave={() => {}}
      onClose={onClose}
    >
      <p className="py-8 text-center text-muted">Loading the product…</p>
    </FormDialog>
  );
}
