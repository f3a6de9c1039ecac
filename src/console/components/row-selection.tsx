import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

interface RowSelection {
  ids: ReadonlySet<number>;
  /** Every row the list's filter shows was chosen, on every page. */
  everything: boolean;
  allOnPage: boolean;
  toggle(id: number): void;
  togglePage(): void;
  chooseEverything(): void;
  clear(): void;
}

/**
 * The ticked rows of a list, and whether everything its filter shows was chosen instead. A new filter lets go of
 * what was chosen under the last one.
 */
export function useRowSelection(pageIds: readonly number[], filterKey: string): RowSelection {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const [everything, setEverything] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey is the trigger.
  useEffect(() => {
    setIds((current) => (current.size ? new Set() : current));
    setEverything(false);
  }, [filterKey]);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => ids.has(id));
  const pageKey = pageIds.join();
  const toggle = useCallback((id: number) => {
    setEverything(false);
    setIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pageKey stands for pageIds.
  const togglePage = useCallback(() => {
    setEverything(false);
    setIds(allOnPage ? new Set() : new Set(pageIds));
  }, [allOnPage, pageKey]);
  const clear = useCallback(() => {
    setIds(new Set());
    setEverything(false);
  }, []);
  const chooseEverything = useCallback(() => setEverything(true), []);
  return useMemo(
    () => ({ ids, everything, allOnPage, toggle, togglePage, chooseEverything, clear }),
    [ids, everything, allOnPage, toggle, togglePage, chooseEverything, clear],
  );
}

const SelectionContext = createContext<RowSelection | null>(null);

/**
 * Gives the list's checkboxes the selection. They read it from here, not from the table's columns, so ticking a
 * box re-renders the boxes alone and the rows keep their elements (and focus).
 */
export const RowSelectionProvider = ({ selection, children }: { selection: RowSelection; children: ReactNode }) => (
  <SelectionContext.Provider value={selection}>{children}</SelectionContext.Provider>
);

const useSelection = () => {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error("a row checkbox needs a RowSelectionProvider");
  return selection;
};

/** The header's box: every row on this page. */
export function PageCheckbox({ label }: { label: string }) {
  const selection = useSelection();
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selection.allOnPage}
      onChange={selection.togglePage}
      className="size-4"
    />
  );
}

export function RowCheckbox({ id, label }: { id: number; label: string }) {
  const selection = useSelection();
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selection.everything || selection.ids.has(id)}
      onChange={() => selection.toggle(id)}
      className="size-4"
    />
  );
}
