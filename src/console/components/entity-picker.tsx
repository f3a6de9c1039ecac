import { useCombobox } from "downshift";
import { useId, useState } from "react";
import { FIELD_CLASS } from "../../ui/field-style";
import { matchingOptions, optionNamed, type PickerOption } from "../../ui/picker-options";
import { ComboboxMenu } from "./combobox-menu";
import { RequiredMark } from "./form-fields";

export type { PickerOption };

interface EntityPickerProps {
  label: string;
  options: readonly PickerOption[];
  value: number | null;
  onChange(id: number | null): void;
  /** Shown when nothing is chosen ("All brands"). */
  placeholder?: string;
  required?: boolean;
  autoFocus?: boolean;
  error?: string;
  onBlur?(): void;
}

/**
 * The console's type-ahead picker (downshift's combobox): case-insensitive "contains" on the name and where it
 * belongs, at most 50 options, keyboard throughout. Text typed and left resolves to the option of exactly that name,
 * else the picker shows its choice again; emptying it clears the choice.
 */
export function EntityPicker(props: EntityPickerProps) {
  const { label, options, value, onChange, placeholder, required, autoFocus, error, onBlur } = props;
  const selected = options.find((option) => option.id === value) ?? null;
  const [filter, setFilter] = useState("");
  const items = matchingOptions(options, filter);
  const errorId = useId();
  const combobox = useCombobox<PickerOption>({
    items,
    selectedItem: selected,
    itemToString: (item) => item?.name ?? "",
    itemToKey: (item) => item?.id,
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      setFilter(inputValue);
      if (!inputValue.trim() && selected) onChange(null);
    },
    onIsOpenChange: ({ isOpen }) => {
      if (!isOpen) setFilter("");
    },
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.id ?? null),
    stateReducer: (state, { type, changes }) => {
      if (type !== useCombobox.stateChangeTypes.InputBlur || changes.selectedItem !== state.selectedItem) {
        return changes;
      }
      const named = optionNamed(options, state.inputValue);
      if (named) return { ...changes, selectedItem: named, inputValue: named.name };
      return { ...changes, inputValue: state.selectedItem?.name ?? "" };
    },
  });
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    combobox;

  return (
    <div className="relative min-w-0">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps gives it the input's htmlFor */}
      <label {...getLabelProps()} className="block font-medium text-sm">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className="relative mt-1">
        <input
          {...getInputProps({
            placeholder,
            required,
            autoFocus,
            onBlur,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? errorId : undefined,
          })}
          className={`h-10 ${FIELD_CLASS} ${selected ? "pr-[4.5rem]" : "pr-10"}`}
        />
        <div className="absolute inset-y-0 right-1 flex items-center">
          {selected ? (
            <button
              type="button"
              onClick={() => {
                combobox.reset();
                onChange(null);
              }}
              aria-label={`Clear ${label}`}
              className="flex size-8 items-center justify-center rounded text-muted text-xl hover:text-ink"
            >
              ×
            </button>
          ) : null}
          <button
            type="button"
            {...getToggleButtonProps({ "aria-label": `Show the list: ${label}` })}
            className="flex size-8 items-center justify-center rounded text-muted hover:text-ink"
          >
            <span aria-hidden="true">{isOpen ? "▴" : "▾"}</span>
          </button>
        </div>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-brand-700 text-xs">
          {error}
        </p>
      ) : null}
      <ComboboxMenu
        items={items}
        isOpen={isOpen}
        highlightedIndex={highlightedIndex}
        getMenuProps={getMenuProps}
        getItemProps={getItemProps}
        keyOf={(item) => item.id}
        nameOf={(item) => item.name}
        detailOf={(item) => item.detail}
        isChosen={(item) => item.id === value}
      />
      {isOpen && items.length === 0 ? (
        <p className="absolute z-50 mt-1 w-full rounded-md border border-line bg-white px-3 py-2 text-muted text-sm shadow-lg">
          No matches
        </p>
      ) : null}
    </div>
  );
}
