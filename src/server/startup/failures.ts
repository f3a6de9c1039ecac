import { DamagedDatabaseError } from "../../db/database";
import { postgresReason } from "../../db/postgres";
import { RUNS_AS_BINARY } from "./runs-as-binary";
import { errorCode, fileReason } from "./startup-error";

/** How the operator runs a command of this store: the binary by its name, a checkout with bun. */
export const selfCommand = (command: string) => (RUNS_AS_BINARY ? `car-parts-store ${command}` : `bun run ${command}`);

/** The one line for a data folder (the database's folder) the store cannot use. */
export const dataFolderFailure = (path: string) => (error: unknown) =>
  `Cannot write the data folder ${path}: ${fileReason(error)}. Make it writable by the user running the store, or set DATABASE_URL to a file in another folder.`;

/** The one line for an uploads folder the store cannot use. */
export const uploadsFolderFailure = (path: string) => (error: unknown) =>
  `Cannot write the uploads folder ${path}: ${fileReason(error)}. Make it writable by the user running the store, or set UPLOADS_DIR to another folder.`;

/** PostgreSQL refused or could not be reached: its own words, never the URL (it may carry the password). */
export const postgresFailure = (url: string) => (error: unknown) => {
  const { hostname, port, pathname } = new URL(url);
  return `Cannot open the PostgreSQL database ${pathname.slice(1)} on ${hostname}:${port || 5432} (DATABASE_URL): ${postgresReason(error)}. Check that the server runs, the database exists and the user may connect and create tables.`;
};

/** The one line for a database that cannot be opened, or is damaged. */

export const emptyDatabaseRefusal = (path: string) =>
  `The database ${path} is empty (0 bytes): the shop's data is not in it. Put the last backup back: ${selfCommand("restore <backup folder> --replace")}; or, to start a new shop in this file, set SEED=demo (the demo catalog) or SEED=none.`;

export const databaseFailure = (path: string) => (error: unknown) => {
  const code = errorCode(error);
  if (error instanceof DamagedDatabaseError || code === "SQLITE_NOTADB" || code === "SQLITE_CORRUPT") {
    const verdict = error instanceof DamagedDatabaseError ? error.verdict : "not a database";
    const found = verdict
      .replace(/\*\*\* in database main \*\*\*/g, "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 160);
    return `The database ${path} is damaged (${found}). Keep the file for inspection and put the last backup back: ${selfCommand("restore <backup folder> --replace")}.`;
  }
  return `Cannot open the database ${path} (DATABASE_URL): ${fileReason(error)}. Make it and its folder writable by the user running the store, or set DATABASE_URL to another file.`;
};
