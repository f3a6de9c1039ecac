import { describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { browserBundles } from "../scripts/build";
import { generatedFiles } from "../scripts/generate-pages";

const ROOT = resolve(import.meta.dir, "..");

describe("page folders", () => {
  test("the route table, the apps' page maps and the loaders list every page folder (run scripts/generate-pages.ts)", async () => {
    const files = await generatedFiles();
    expect(Object.keys(files).length).toBe(4);
    for (const [file, text] of Object.entries(files)) {
      expect({ file, text: readFileSync(join(ROOT, file), "utf8") }).toEqual({ file, text });
    }
    expect(files["src/shared/page-routes.generated.ts"]).toContain('from "../console/catalog/brand-list/route"');
  });

  test("the browser bundles hold no server code: no *.server.ts, nothing from src/server or src/db", async () => {
    const outdir = mkdtempSync(join(tmpdir(), "bundles-"));
    try {
      const result = await Bun.build({ ...browserBundles(outdir), metafile: true });
      expect(result.success).toBe(true);
      const inputs = Object.keys(result.metafile?.inputs ?? {});
      expect(inputs).toContain("src/storefront/pages/home/page.tsx");
      expect(inputs).toContain("src/console/catalog/brand-list/page.tsx");
      expect(inputs.filter((input) => /\.server\.tsx?$|^src\/(server|db)\//.test(input))).toEqual([]);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
