import { useCombobox } from "downshift";
import { useState } from "react";
import { FIELD_CLASS } from "../../ui/field-style";
import { matchingOptions, type PickerOption } from "../../ui/picker-options";
import { useHydrated } from "../../ui/use-hydrated";
import { useT } from "../i18n/intl";

const fieldClass = `h-11 ${FIELD_CLASS} focus-visible:outline-2 focus-visible:outline-brand-600`;

interface OptionPickerProps {
  label: string;
  /** The query parameter the plain form submits. */
  name: string;
  anyLabel: string;
  options: readonly PickerOption[];
  value: number | null;
  onChange: (id: number | null) => void;
}

/**
 * A type-ahead picker (downshift's combobox: case-insensitive "contains", a clear button, keyboard throughout).
 * The server and the first render show a plain <select> with the same name, so the store's filter form works as
 * an HTML GET form before (or without) JavaScript.
 */
export function OptionPicker(props: OptionPickerProps) {
  return useHydrated() ? <Combobox {...props} /> : <PlainSelect {...props} />;
}

function PlainSelect({ label, name, anyLabel, options, value }: OptionPickerProps) {
  return (
    <label className="block">
      <span className="mb-1 block font-medium text-sm">{label}</span>
      <select name={name} defaultValue={value ?? ""} className={fieldClass}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.detail ? `${option.name} (${option.detail})` : option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function Combobox({ label, name, anyLabel, options, value, onChange }: OptionPickerProps) {
  const t = useT();
  const selected = options.find((option) => option.id === value) ?? null;
  const [filter, setFilter] = useState("");
  const items = matchingOptions(options, filter);
  const { isOpen, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps, highlightedIndex } =
    useCombobox<PickerOption>({
      items,
      selectedItem: selected,
      itemToString: (item) => item?.name ?? "",
      itemToKey: (item) => item?.id,
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) setFilter(inputValue);
      },
      onIsOpenChange: ({ isOpen: open }) => {
        if (!open) setFilter("");
      },
      onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.id ?? null),
    });
  return (
    <div className="relative">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps gives it the input's htmlFor */}
      <label {...getLabelProps()} className="mb-1 block font-medium text-sm">
        {label}
      </label>
      <div className="relative">
        <input
          {...getInputProps({ placeholder: anyLabel })}
          className={`${fieldClass} ${selected ? "pr-[4.5rem]" : "pr-10"} placeholder:text-gray-600`}
        />
        <input type="hidden" name={name} value={value ?? ""} />
        <div className="absolute inset-y-0 right-1 flex items-center">
          {selected ? (
            <button
              type="button"
              onClick={() => onChange(null)}
              aria-label={t("picker.clear", { label: label.toLowerCase() })}
              className="flex size-9 items-center justify-center rounded text-muted text-xl hover:text-ink"
            >
              ×
            </button>
          ) : null}
          <button
            type="button"
            {...getToggleButtonProps({ "aria-label": t("picker.showList", { label: label.toLowerCase() }) })}
            className="flex size-9 items-center justify-center rounded text-muted hover:text-ink"
          >
            <span aria-hidden="true">{isOpen ? "▴" : "▾"}</span>
          </button>
        </div>
      </div>
      <ul
        {...getMenuProps()}
        className={`absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-line bg-white py-1 shadow-lg ${isOpen && items.length > 0 ? "" : "hidden"}`}
      >
        {isOpen
          ? items.map((item, index) => (
              <li
                key={item.id}
                {...getItemProps({ item, index })}
                className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 ${highlightedIndex === index ? "bg-brand-50 text-brand-800" : ""} ${item.id === value ? "font-semibold" : ""}`}
              >
                <span>{item.name}</span>
                {item.detail ? <span className="shrink-0 font-normal text-muted text-xs">{item.detail}</span> : null}
              </li>
            ))
          : null}
      </ul>
      {isOpen && items.length === 0 ? (
        <p className="absolute z-20 mt-1 w-full rounded-md border border-line bg-white px-3 py-2 text-muted text-sm shadow-lg">
          {t("picker.noMatches")}
        </p>
      ) : null}
    </div>
  );
}
