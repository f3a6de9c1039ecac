import { useCombobox } from "downshift";
import { useState } from "react";
import { FIELD_CLASS } from "../../ui/field-style";
import { ComboboxMenu } from "./combobox-menu";
import { useServerSearch } from "./use-server-search";

interface SearchPickerProps<T> {
  label: string;
  placeholder: string;
  /** The matches of what was typed, from the server. */
  search(text: string): Promise<T[]>;
  keyOf(item: T): number;
  nameOf(item: T): string;
  detailOf?(item: T): string;
  /** An item already picked, shown in bold. */
  isChosen?(item: T): boolean;
  /** Picked: the box empties again, ready for the next one. */
  onPick(item: T): void;
}

/**
 * A type-ahead over a server search (downshift's combobox): matches come after a short pause in typing, picking one
 * hands it over and empties the box, so several can be added one after another.
 */
export function SearchPicker<T>(props: SearchPickerProps<T>) {
  const { label, placeholder, search, keyOf, nameOf, detailOf, isChosen, onPick } = props;
  const [text, setText] = useState("");
  const { results: items, searched, clear } = useServerSearch(text, search);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<T>({
    items,
    inputValue: text,
    selectedItem: null,
    itemToString: (item) => (item ? nameOf(item) : ""),
    itemToKey: (item) => (item ? keyOf(item) : undefined),
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setText(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      onPick(selectedItem);
      setText("");
      clear();
    },
  });
  const typed = text.trim();

  return (
    <div className="relative min-w-0">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps gives it the input's htmlFor */}
      <label {...getLabelProps()} className="block font-medium text-sm">
        {label}
      </label>
      <input {...getInputProps({ placeholder })} className={`mt-1 h-10 ${FIELD_CLASS}`} />
      <ComboboxMenu
        items={items}
        isOpen={isOpen}
        highlightedIndex={highlightedIndex}
        getMenuProps={getMenuProps}
        getItemProps={getItemProps}
        keyOf={keyOf}
        nameOf={nameOf}
        detailOf={detailOf}
        isChosen={isChosen}
      />
      {typed && searched === typed && items.length === 0 ? (
        <p className="mt-1 text-muted text-xs">{`Nothing matches "${typed}".`}</p>
      ) : null}
    </div>
  );
}
