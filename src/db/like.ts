import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { ENGINE } from "./engine";

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards in the text taken literally (use ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `value LIKE pattern`, case aside, on either engine: SQLite's LIKE ignores case (ASCII), PostgreSQL's does not,
 * so there it is ILIKE. The pattern's wildcards are escaped with `\` (containsPattern).
 */
export function likeCaseless(value: SQLWrapper, pattern: string): SQL {
  return ENGINE === "postgres" ? sql`${value} ILIKE ${pattern} ESCAPE '\\'` : sql`${value} LIKE ${pattern} ESCAPE '\\'`;
}

/** What to sort or group text by, case aside: SQLite's NOCASE collation, PostgreSQL's lower() (indexed so). */
export function caseless(value: SQLWrapper): SQL {
  return ENGINE === "postgres" ? sql`lower(${value})` : sql`${value} COLLATE NOCASE`;
}

/** `value = text`, case aside. */
export function sameCaseless(value: SQLWrapper, text: string): SQL {
  return ENGINE === "postgres" ? sql`lower(${value}) = lower(${text})` : sql`${value} = ${text} COLLATE NOCASE`;
}
