import { AppError, badRequest, conflict, type FieldError } from "../http/app-error";

/** A required text field, trimmed; a 400 naming the field when it is blank. */
export function requiredText(value: string, field: string, label: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`${label} is required.`, [{ field, message: `${label} is required.` }]);
  return trimmed;
}

/** An optional text field, trimmed; `fallback` when blank. */
export function optionalText<T extends string | null>(value: string | null | undefined, fallback: T): string | T {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** 409 for deleting something that still has children (docs/decisions/013-no-cascading-deletes.md). */
export function stillHasChildren(name: string, count: number, singular: string, plural: string): AppError {
  return conflict(`"${name}" still has ${count} ${count === 1 ? singular : plural}. Delete or move them first.`);
}

export const unprocessable = (message: string, errors?: FieldError[]) => new AppError(422, message, errors);
