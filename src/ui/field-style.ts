/** The text fields and selects of both apps: one look, a dark border on focus (red marks an error, never focus). */
export const FIELD_CLASS =
  "w-full rounded-md border border-gray-400 bg-white px-3 text-base focus:border-ink focus:outline-none aria-[invalid=true]:border-brand-600";
