import { t } from "elysia";

/**
 * A whole-number query parameter (`?page=2`). Elysia validates coerced query numbers one property at a time and
 * loses the property's path, so the schema carries its own `field` name for the error handler to report.
 */
export function wholeNumberParam(
  field: string,
  options: { default?: number; minimum?: number; maximum?: number } = {},
) {
  const minimum = options.minimum ?? 0;
  const range = options.maximum === undefined ? `${minimum} or more` : `from ${minimum} to ${options.maximum}`;
  return t.Optional(
    t.Integer({
      minimum,
      ...(options.maximum === undefined ? {} : { maximum: options.maximum }),
      ...(options.default === undefined ? {} : { default: options.default }),
      error: `${field} must be a whole number, ${range}`,
      field,
    }),
  );
}

/** The free text a list is filtered by. */
export const searchTextQuery = {
  searchText: t.Optional(t.String({ maxLength: 10_000, error: "searchText must be at most 10,000 characters" })),
};

/** A positive whole-number id in a path (`/delete-brand/12`). */
export const idParam = (field: string) =>
  t.Integer({ minimum: 1, error: `${field} must be a whole number, 1 or more`, field });

/**
 * One of `values`, as a pattern-checked string typed as their union: Elysia fills a missing UnionEnum with its first
 * value (ADMIN!). The `enum` is for the API document (generated clients type it as the union); the pattern checks.
 */
export const oneOf = <const T extends string>(
  field: string,
  values: readonly T[],
  options: { description?: string } = {},
) =>
  t.Unsafe<T>(
    t.String({
      pattern: `^(${values.join("|")})$`,
      enum: [...values],
      error: `${field} must be one of ${values.join(", ")}`,
      field,
      ...options,
    }),
  );

/** An optional shop day in a query (`2026-11-23`, Sri Lanka time, inclusive): a date filter's end. */
export const shopDayParam = (field: string) =>
  t.Optional(
    t.String({
      pattern: "^\\d{4}-\\d{2}-\\d{2}$",
      error: `${field} must be a date like 2026-11-23`,
      field,
      description: "A day in Sri Lanka time (inclusive)",
    }),
  );
