import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

export interface UniqueClash {
  /** The unique key that refused the write (an index, or a table's primary key as `<table>_pkey`). */
  key: string;
  /** The form field the clash is about, when one is. */
  field?: string;
  message: string;
}

const TRY_AGAIN = "That was saved twice at the same moment. Please try again.";

/**
 * What each unique key keeps apart, as the person whose write it refused should read it. The services check the
 * names people type before writing (with the existing name's own spelling in the message); these keys are the last
 * word when two writes race past those checks, on any engine.
 */
const CLASHES: Record<string, Omit<UniqueClash, "key">> = {
  users_email_unique: { field: "email", message: "An account with that e-mail address already exists." },
  brands_name_unique: { field: "name", message: "A brand of that name already exists." },
  categories_brand_name_unique: { field: "name", message: "That brand already has a category of that name." },
  sub_categories_category_name_unique: {
    field: "name",
    message: "That category already has a sub-category of that name.",
  },
  products_code_unique: { field: "code", message: "Another product already has that code." },
  part_numbers_product_number_unique: { field: "partNumbers", message: "A part number is listed twice." },
  vehicles_code_unique: { field: "code", message: "A vehicle with that chassis code already exists." },
  product_fitments_pkey: { message: "That part is already listed as fitting that vehicle." },
  delivery_zones_name_unique: { field: "name", message: "A delivery zone of that name already exists." },
  newsletter_subscribers_email_unique: { field: "email", message: "That e-mail address is already subscribed." },
  stock_alerts_waiting_unique: { field: "contact", message: "You are already on the list for this part." },
  orders_idempotency_key_unique: { message: "This order was sent twice; it is being placed once." },
  orders_number_unique: { message: TRY_AGAIN },
  orders_invoice_number_unique: { message: TRY_AGAIN },
  cart_lines_pkey: { message: TRY_AGAIN },
};

/**
 * SQLite names an index on plain columns by its columns ("orders.order_number"), and one on expressions by its
 * name ("index 'brands_name_unique'"): both lead to the key's name.
 */
const keyByColumns = new Map<string, string>();
for (const table of Object.values(schema)) {
  if (!(table instanceof SQLiteTable)) continue;
  const { name, indexes, primaryKeys } = getTableConfig(table);
  for (const index of indexes) {
    const columns = index.config.columns.map((column) => ("name" in column ? `${name}.${column.name}` : null));
    if (index.config.unique && !columns.includes(null)) keyByColumns.set(columns.join(", "), index.config.name);
  }
  for (const key of primaryKeys) {
    keyByColumns.set(key.columns.map((column) => `${name}.${column.name}`).join(", "), `${name}_pkey`);
  }
}

const SQLITE_UNIQUE = /^UNIQUE constraint failed: (?:index '([^']+)'|(.+))$/;

/** The unique key a database error is about (SQLite's or PostgreSQL's 23505), through any wrapping; else null. */
export function uniqueClash(error: unknown): UniqueClash | null {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, errno, constraint, message } = cause as Record<string, unknown>;
    let key: string | undefined;
    // PostgreSQL's SQLSTATE is `code` in node-postgres, `errno` in Bun's client.
    if ((code === "23505" || errno === "23505") && typeof constraint === "string") key = constraint;
    else if (code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY") {
      const found = SQLITE_UNIQUE.exec(String(message));
      key = found?.[1] ?? keyByColumns.get(found?.[2] ?? "");
    }
    if (key) return { key, ...(CLASHES[key] ?? { message: TRY_AGAIN }) };
    if (cause === (cause as { cause?: unknown }).cause) break;
  }
  return null;
}
