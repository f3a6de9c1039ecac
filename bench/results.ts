import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BENCH_ENGINE } from "./bench-database";

const RESULTS = join(import.meta.dir, "results.json");

/**
 * Adds one benchmark's figures to bench/results.json (each benchmark owns its section), with when they were taken;
 * a run with BENCH_ENGINE=postgres keeps its own sections ("payments (postgres)").
 */
export function recordResults(section: string, figures: unknown) {
  const all = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, "utf8")) : {};
  const name = BENCH_ENGINE === "sqlite" ? section : `${section} (${BENCH_ENGINE})`;
  all[name] = { measuredAt: new Date().toISOString(), engine: BENCH_ENGINE, ...(figures as object) };
  writeFileSync(RESULTS, `${JSON.stringify(all, null, 2)}\n`);
}
