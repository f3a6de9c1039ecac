import type { LogLevel } from "./config";

/** One JSON line per event. Callers never pass tokens, passwords, hashes or codes. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** The time as ISO 8601, formatted once per millisecond: under load many lines share one. */
let formattedAt = 0;
let formatted = "";
function timeNow(): string {
  const now = Date.now();
  if (now !== formattedAt) {
    formattedAt = now;
    formatted = new Date(now).toISOString();
  }
  return formatted;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => console.log(line)): Logger {
  const at = (name: Exclude<LogLevel, "silent">) => (message: string, fields?: Record<string, unknown>) => {
    if (RANK[name] < RANK[level]) return;
    // Written around the fields' own JSON rather than spreading them into a new object to stringify.
    const rest = fields === undefined ? "{}" : JSON.stringify(fields);
    const head = `{"time":"${timeNow()}","level":"${name}","message":${JSON.stringify(message)}`;
    write(rest.length > 2 ? `${head},${rest.slice(1)}` : `${head}}`);
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
