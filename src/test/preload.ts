import { afterEach, beforeEach } from "bun:test";
import { ensureAssets } from "../../scripts/build";
import { ENGINE } from "../db/engine";
import { beginTestDatabases, endTestDatabases } from "./test-database";

// Page tests link the real browser bundles: build them once before any test file runs (a fresh clone has none).
await ensureAssets();

import "./unexpected-errors";

// On PostgreSQL each test has a database of its own: closed and dropped when the test ends.
if (ENGINE === "postgres") {
  beforeEach(beginTestDatabases);
  afterEach(endTestDatabases);
}
