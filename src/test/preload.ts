import { ensureAssets } from "../../scripts/build";

// Page tests link the real browser bundles: build them once before any test file runs (a fresh clone has none).
await ensureAssets();

import "./unexpected-errors";
