import { afterEach } from "bun:test";

/**
 * An error the server logs, or anything written to console.error, fails the test that caused it unless the test
 * claims it (a test about error handling expects its error line). See docs/decisions/003-tests-isolated.md.
 */
const unclaimed: string[] = [];

/** Records an error log line of a test app. */
export const noteErrorLine = (line: string) => unclaimed.push(line);

/** Takes the error lines logged so far whose text contains `text`: the test expected them. */
export function claimErrorLines(text: string): string[] {
  const claimed = unclaimed.filter((line) => line.includes(text));
  for (const line of claimed) unclaimed.splice(unclaimed.indexOf(line), 1);
  return claimed;
}

const consoleError = console.error;
console.error = (...args: unknown[]) => {
  unclaimed.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" "));
  consoleError(...args);
};

afterEach(() => {
  if (unclaimed.length === 0) return;
  const lines = unclaimed.splice(0);
  throw new Error(`Unexpected error output during this test:\n${lines.join("\n")}`);
});
