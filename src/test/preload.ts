import { afterAll, afterEach, beforeEach, setDefaultTimeout } from "bun:test";
import { ensureAssets } from "../../scripts/build";
import { ENGINE } from "../db/engine";
import { removeTempFolders } from "./temp-folders";
import { beginTestDatabases, endTestDatabases } from "./test-database";

// Page tests link the real browser bundles: build them once before any test file runs (a fresh clone has none).
await ensureAssets();

import "./unexpected-errors";

// Test files run in parallel (README): a test that starts a store process or a browser shares the machine's cores
// with another file's, and 5 s (bun's default) is then too little for one that takes 2 s alone. A test that hangs
// still fails; how fast something is, is measured by the benchmarks, never by a test's time limit. The whole suite
// gives it as --timeout (package.json): with --no-isolate this holds for a worker's first file only.
setDefaultTimeout(20_000);

// A preload's afterAll runs after each test file: the temp folders the file made go with it.
afterAll(removeTempFolders);

// On PostgreSQL each test has a database of its own: closed and dropped when the test ends.
if (ENGINE === "postgres") {
  beforeEach(beginTestDatabases);
  afterEach(endTestDatabases);
}
