export interface PickerOption {
  id: number;
  name: string;
  /** Where it belongs ("Toyota · Brakes"), shown under the name: names repeat across brands. */
  detail?: string;
}

/** The spec's type-ahead limit: at most this many options are listed at once. */
const MAX_OPTIONS = 50;

/** The options whose name (or detail) contains the typed text, case-insensitive (docs/product-spec.md §5). */
export function matchingOptions(options: readonly PickerOption[], text: string): PickerOption[] {
  const needle = text.trim().toLowerCase();
  const found = needle
    ? options.filter((option) => `${option.name} ${option.detail ?? ""}`.toLowerCase().includes(needle))
    : options;
  return found.slice(0, MAX_OPTIONS);
}

/** The option whose name is exactly the typed text, ignoring case (docs/product-spec.md §5: typed text resolves). */
export const optionNamed = (options: readonly PickerOption[], text: string) => {
  const name = text.trim().toLowerCase();
  const found = options.filter((option) => option.name.toLowerCase() === name);
  return found.length === 1 ? found[0] : undefined;
};
