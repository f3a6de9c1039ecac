/**
 * A start-up failure the operator can fix, as the one line they are shown: what could not be done, why, and what
 * to do. main.ts prints it and exits 1; the stack is shown only with LOG_LEVEL=debug.
 */
export class StartupError extends Error {
  constructor(line: string, cause?: unknown) {
    super(line, { cause });
  }
}

type SystemError = Error & { code?: string; errno?: number };

/** Why a file operation failed, in words an operator knows. */
const FILE_REASONS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the file system is read-only",
  ENOENT: "a folder on the way does not exist and cannot be made",
  ENOTDIR: "part of the path is a file, not a folder",
  EEXIST: "a file is in the way",
  EISDIR: "it is a folder, not a file",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  SQLITE_CANTOPEN: "the file cannot be opened",
  SQLITE_READONLY: "it is read-only",
  SQLITE_FULL: "the disk is full",
  SQLITE_PERM: "permission denied",
};

export const errorCode = (error: unknown): string | undefined => {
  const code = (error as SystemError | undefined)?.code;
  return typeof code === "string" ? code.replace(/^(SQLITE_[A-Z]+)_.*$/, "$1") : undefined;
};

/** The reason for a failed file operation, or the error's own first line when its code is not a known one. */
export function fileReason(error: unknown): string {
  const code = errorCode(error);
  if (code && FILE_REASONS[code]) return FILE_REASONS[code];
  if (code === "SQLITE_IOERR") return "the disk cannot be written (full, or failing)";
  return firstLine(error);
}

export const firstLine = (error: unknown) =>
  String((error as Error | undefined)?.message ?? error)
    .split("\n")[0]
    ?.trim() ?? "unknown error";

/** Runs one start-up step; a failure of it becomes the one line `explain` writes. */
export async function step<T>(explain: (error: unknown) => string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError(explain(error), error);
  }
}
