import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const RESULTS = join(import.meta.dir, "results.json");

/** Adds one benchmark's figures to bench/results.json (each benchmark owns its section), with when they were taken. */
export function recordResults(section: string, figures: unknown) {
  const all = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, "utf8")) : {};
  all[section] = { measuredAt: new Date().toISOString(), ...(figures as object) };
  writeFileSync(RESULTS, `${JSON.stringify(all, null, 2)}\n`);
}
