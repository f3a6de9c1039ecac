import type { Db } from "../../../db/database";
import { searchWords } from "../../../db/schema";
import { searchWords as wordsOf } from "../../../db/search";

/** How long the list is kept in memory: a word staff add reaches every instance's searches within this. */
const KEEP_MS = 60_000;

/**
 * The shop's search words (the search_words table, docs/decisions/047-three-languages.md): what a word customers
 * type means to the catalog — nothing for Singlish's "eka", "brake" for "බ්‍රේක්" or "பிரேக்".
 */
export function createSearchWords(db: Db, now: () => number = Date.now) {
  let kept: { meanings: Map<string, string>; until: number } | null = null;

  async function meanings(): Promise<Map<string, string>> {
    if (kept && kept.until > now()) return kept.meanings;
    const rows = await db.select({ word: searchWords.word, means: searchWords.means }).from(searchWords);
    kept = { meanings: new Map(rows.map((row) => [row.word, row.means])), until: now() + KEEP_MS };
    return kept.meanings;
  }

  return {
    /** The search as its words mean it ("brake pad eka" → "brake pad"); null when no word has a meaning of its own. */
    async meant(text: string): Promise<string | null> {
      const typed = wordsOf(text);
      const known = await meanings();
      if (!typed.some((word) => known.has(word))) return null;
      const meant = typed.flatMap((word) => {
        const means = known.get(word);
        return means === undefined ? [word] : wordsOf(means);
      });
      return meant.length > 0 ? meant.join(" ") : null;
    },
  };
}

export type SearchWords = ReturnType<typeof createSearchWords>;
