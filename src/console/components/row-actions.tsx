import { useCallback } from "react";
import { ApiError } from "../../shared/api-client";
import { notify } from "../../shared/failures";
import { useRevalidate } from "../../shared/page-router";
import { useConfirm } from "./confirm-dialog";
import { ROW_ACTION } from "./data-table";
import { PencilIcon, TrashIcon } from "./icons";

/**
 * A row's Edit and Delete buttons, each only when given (the staff member may do it); `name` tells screen readers
 * which row ("Edit brand Toyota").
 */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?(): void; onDelete?(): void }) {
  return (
    <div className="flex justify-end">
      {onEdit ? (
        <button type="button" className={`${ROW_ACTION} text-steel`} onClick={onEdit}>
          <PencilIcon />
          <span className="sr-only">Edit {name}</span>
        </button>
      ) : null}
      {onDelete ? (
        <button type="button" className={`${ROW_ACTION} text-brand-700`} onClick={onDelete}>
          <TrashIcon />
          <span className="sr-only">Delete {name}</span>
        </button>
      ) : null}
    </div>
  );
}

/**
 * A change made from a list: sends it, says it was done (with Undo when `undo` is given), and reloads the list behind
 * the scenes either way, keeping the page, filters and scroll; answers whether it was done. A refusal (a 409: it still
 * has children, the last admin, stock gone) is said by the snack bar in the server's words; the list shows what is true.
 */
export function useListChange() {
  const revalidate = useRevalidate();
  const change = useCallback(
    async (
      request: () => Promise<unknown>,
      done: string,
      undo?: { request: () => Promise<unknown>; done: string },
    ): Promise<boolean> => {
      let succeeded = false;
      try {
        await request();
        succeeded = true;
        notify(done, undo ? { label: "Undo", run: () => void change(undo.request, undo.done) } : undefined);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
      revalidate();
      return succeeded;
    },
    [revalidate],
  );
  return change;
}

/** Deletes after the Confirm dialog, then reloads the list. */
export function useConfirmedDelete() {
  const confirm = useConfirm();
  const change = useListChange();
  return useCallback(
    async ({ title, what, request }: { title: string; what: string; request: () => Promise<unknown> }) => {
      const yes = await confirm({
        title,
        message: `Are you sure you want to delete ${what}?`,
        confirmLabel: "Delete",
        danger: true,
      });
      if (yes) await change(request, `Deleted ${what}.`);
    },
    [confirm, change],
  );
}
