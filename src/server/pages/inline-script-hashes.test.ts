import { describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { inlineScriptHashes } from "./inline-script-hashes";

const sha256 = (text: string) => ` 'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline script hashes", () => {
  test("lists every script that runs inline, and none that loads a file or only holds data", () => {
    const html = [
      `<script type="application/json" id="__INITIAL_STATE__">{"a":1}</script>`,
      `<script type="application/ld+json">{"@type":"Product"}</script>`,
      `<script type="module" src="/assets/entry.js"></script>`,
      `<script>$RC("B:0","S:0")</script>`,
      `<script nonce="x" type="module">import "/a.js";</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toBe(sha256(`$RC("B:0","S:0")`) + sha256(`import "/a.js";`));
  });

  test("a page with no inline script needs no hash", () => {
    expect(inlineScriptHashes(`<p>Brake pads</p><script src="/x.js"></script>`)).toBe("");
  });
});
