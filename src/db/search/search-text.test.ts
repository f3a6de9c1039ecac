import { describe, expect, test } from "bun:test";
import { ftsQuery } from "./search-text";

describe("ftsQuery", () => {
  test("words become prefix terms; several words also try the joined text as a part code", () => {
    expect(ftsQuery("Brake")).toBe('"brake"*');
    expect(ftsQuery("brake pad")).toBe('("brake"* "pad"*) OR code_compact : "brakepad"*');
    expect(ftsQuery("04465-0K090")).toBe('("04465"* "0k090"*) OR code_compact : "044650k090"*');
  });

  test("operators, quotes and symbols are dropped; nothing searchable gives null", () => {
    expect(ftsQuery('"brake OR NOT (pad*')).toBe('("brake"* "or"* "not"* "pad"*) OR code_compact : "brakeornotpad"*');
    for (const blank of [undefined, "", "   ", "***", "🚗🔧", "-", '"', "()"]) expect(ftsQuery(blank)).toBeNull();
  });

  test("one-letter words match only themselves: as prefixes they would match most of the catalog", () => {
    expect(ftsQuery("a b c d e f g h")).toBe('("a" "b" "c" "d" "e" "f" "g" "h") OR code_compact : "abcdefgh"*');
    expect(ftsQuery("b")).toBe('"b"');
    expect(ftsQuery("4 wd shock")).toBe('("4" "wd"* "shock"*) OR code_compact : "4wdshock"*');
  });

  test("repeated words count once and long input is cut", () => {
    expect(ftsQuery("pad pad pad")).toBe('("pad"*) OR code_compact : "padpadpad"*');
    const query = ftsQuery("word ".repeat(2000)) as string;
    expect(query.length).toBeLessThan(200);
  });
});
