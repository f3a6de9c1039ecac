import { t } from "elysia";

/** A text field a request body must carry, at most `maxLength` characters, with an error that says both. */
export const textField = (field: string, maxLength: number) =>
  t.String({ maxLength, error: `${field} is required (at most ${maxLength.toLocaleString("en-US")} characters)` });
