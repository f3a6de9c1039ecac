import type { UseComboboxPropGetters } from "downshift";

interface ComboboxMenuProps<T> {
  items: readonly T[];
  isOpen: boolean;
  highlightedIndex: number;
  getMenuProps: UseComboboxPropGetters<T>["getMenuProps"];
  getItemProps: UseComboboxPropGetters<T>["getItemProps"];
  keyOf(item: T): number;
  nameOf(item: T): string;
  detailOf?(item: T): string | undefined;
  /** The option already chosen, shown in bold. */
  isChosen?(item: T): boolean;
}

/** The list under the console's type-ahead pickers: its options with a line of detail, the highlighted one tinted. */
export function ComboboxMenu<T>(props: ComboboxMenuProps<T>) {
  const { items, isOpen, highlightedIndex, getMenuProps, getItemProps, keyOf, nameOf, detailOf, isChosen } = props;
  return (
    <ul
      {...getMenuProps()}
      className={`absolute z-50 mt-1 max-h-64 w-full overflow-auto rounded-md border border-line bg-white py-1 shadow-lg ${isOpen && items.length > 0 ? "" : "hidden"}`}
    >
      {isOpen
        ? items.map((item, index) => {
            const detail = detailOf?.(item);
            return (
              <li
                key={keyOf(item)}
                {...getItemProps({ item, index })}
                className={`cursor-pointer px-3 py-1.5 ${highlightedIndex === index ? "bg-brand-50 text-brand-800" : ""} ${isChosen?.(item) ? "font-semibold" : ""}`}
              >
                {nameOf(item)}
                {detail ? <span className="block text-muted text-xs">{detail}</span> : null}
              </li>
            );
          })
        : null}
    </ul>
  );
}
