import { describe, expect, test } from "bun:test";
import { zipSync } from "fflate";
import { zipBomb } from "../../../../test/zip-bomb";
import { MAX_ZIP_ENTRIES, NotAZip, unpackEntry, zipEntries } from "./zip-archive";

describe("reading a ZIP without trusting it", () => {
  test("lists entries and unpacks stored and deflated ones", () => {
    const photo = new TextEncoder().encode("photo bytes ".repeat(100));
    const zip = zipSync({ "photos/a.jpg": [photo, { level: 0 }], "b.png": [photo, { level: 6 }] });
    const entries = zipEntries(zip);
    expect(entries.map(({ path, method }) => ({ path, method }))).toEqual([
      { path: "photos/a.jpg", method: 0 },
      { path: "b.png", method: 8 },
    ]);
    for (const entry of entries) expect(unpackEntry(zip, entry, photo.length)).toEqual(photo);
    // One byte less than the entry holds: not given at all.
    for (const entry of entries) expect(unpackEntry(zip, entry, photo.length - 1)).toBeUndefined();
  });

  test("an entry claiming 1,000 bytes that inflates to 32 MB stops at the cap", () => {
    const zip = zipBomb("bomb.jpg", 32 * 1024 * 1024);
    const [entry] = zipEntries(zip);
    expect(zip.length).toBeLessThan(64 * 1024);
    expect(unpackEntry(zip, entry as never, 5 * 1024 * 1024)).toBeUndefined();
  });

  test("not a ZIP, or one listing too many entries, is NotAZip", () => {
    expect(() => zipEntries(new TextEncoder().encode("just text"))).toThrow(NotAZip);
    const crowded = zipSync(
      Object.fromEntries(Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => [`${i}`, new Uint8Array()])),
    );
    expect(() => zipEntries(crowded)).toThrow(`more than ${MAX_ZIP_ENTRIES} entries`);
  });
});
