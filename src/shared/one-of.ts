/** Whether `value` is one of `values`, narrowing it to their union: how a URL's or a form's text becomes an enum. */
export const isOneOf = <const T extends string>(values: readonly T[], value: string | null | undefined): value is T =>
  (values as readonly string[]).includes(value ?? "");
