import { describe, expect, test } from "bun:test";
import { coalescedReads } from "./catalog-version";

/** A read of a value that changes: each read sees the value when it starts and ends when told to. */
function slowReads() {
  let value = 1;
  const started: { sawValue: number; finish: () => void }[] = [];
  const read = () =>
    new Promise<number>((resolve) => {
      const sawValue = value;
      started.push({ sawValue, finish: () => resolve(sawValue) });
    });
  return { read, started, change: () => value++ };
}

describe("shared reads of the catalog version", () => {
  test("requests asking in later turns during a read share the next one, begun after they asked: none misses a change", async () => {
    const source = slowReads();
    const version = coalescedReads(source.read);
    const first = version();
    // Asked in the turn the read began: that request was sent before the read, which serves it.
    const sameTurn = version();
    expect(source.started).toHaveLength(1);
    await new Promise((resolve) => setImmediate(resolve));
    // A change commits while the first read is under way, then three requests ask in a later turn.
    source.change();
    const during = [version(), version(), version()];
    expect(source.started).toHaveLength(1);
    source.started[0]?.finish();
    expect(await first).toBe(1);
    expect(await sameTurn).toBe(1);
    await Bun.sleep(0);
    // One more read serves all three, and it sees the change.
    expect(source.started).toHaveLength(2);
    source.started[1]?.finish();
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    // Asked alone in a later turn: a fresh read.
    await new Promise((resolve) => setImmediate(resolve));
    const alone = version();
    expect(source.started).toHaveLength(3);
    source.started[2]?.finish();
    expect(await alone).toBe(2);
  });

  test("a failed read fails those it served, and the next request reads again", async () => {
    let attempt = 0;
    const version = coalescedReads(async () => {
      attempt++;
      if (attempt === 1) throw new Error("connection lost");
      return 7;
    });
    await expect(version()).rejects.toThrow("connection lost");
    expect(await version()).toBe(7);
  });
});
