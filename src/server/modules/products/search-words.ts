import { asc, eq } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { searchWords } from "../../../db/schema";
import { searchWords as wordsOf } from "../../../db/search";
import type { Clock } from "../../clock";
import { badRequest, notFound } from "../../http/app-error";
import { fieldErrors } from "../input-rules";
import { type Actor, recordSettingsChange } from "../security-log";

export interface SearchWordRow {
  id: number;
  word: string;
  means: string;
}

/**
 * The shop's search words (the search_words table, docs/decisions/047-three-languages.md): what a word customers
 * type means to the catalog — nothing for Singlish's "eka", "brake" for "බ්‍රේක්" or "பிரேக்" — as the store's search
 * reads them and staff keep them on the console's Search words screen (each change in the activity log).
 */
export function createSearchWords(db: Db, clock: Clock) {
  const rowOf = (row: { id: number; word: string; means: string }): SearchWordRow => ({ ...row });
  const record = (tx: DbTx, by: Actor, word: string, before: string | null, after: string | null) =>
    recordSettingsChange(tx, {
      item: `search-word:${word}`,
      label: `Search word "${word}"`,
      before: before === null ? null : { means: before },
      after: after === null ? null : { means: after },
      actorId: by.id,
      at: clock(),
    });

  /**
   * Read afresh each time (a few dozen rows, and only for a search that found nothing): a copy kept in memory could
   * answer with a word staff just changed, and that answer would be kept for every visitor (docs/cache.md).
   */
  async function meanings(): Promise<Map<string, string>> {
    const rows = await db.select({ word: searchWords.word, means: searchWords.means }).from(searchWords);
    return new Map(rows.map((row) => [row.word, row.means]));
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

    async list(): Promise<SearchWordRow[]> {
      const rows = await db
        .select({ id: searchWords.id, word: searchWords.word, means: searchWords.means })
        .from(searchWords)
        .orderBy(asc(searchWords.word));
      return rows.map(rowOf);
    },

    /** Adds a word, or says anew what one means (an empty meaning: the search leaves the word out). */
    async save(input: { word: string; means: string }, by: Actor): Promise<SearchWordRow> {
      const typed = wordsOf(input.word);
      const means = wordsOf(input.means).join(" ");
      const { errors, check } = fieldErrors();
      check("word", typed.length === 1 ? undefined : "Give one word, as customers type it");
      check("means", means === typed[0] ? "A word cannot mean itself" : undefined);
      if (errors.length > 0) throw badRequest(errors.map((error) => error.message).join(" "), errors);
      const word = typed[0] as string;
      return db.transaction(async (tx) => {
        const before = await firstRow(tx.select().from(searchWords).where(eq(searchWords.word, word)));
        const [saved] = await tx
          .insert(searchWords)
          .values({ word, means, updatedAt: clock() })
          .onConflictDoUpdate({ target: searchWords.word, set: { means, updatedAt: clock() } })
          .returning({ id: searchWords.id, word: searchWords.word, means: searchWords.means });
        await record(tx, by, word, before?.means ?? null, means);
        return rowOf(saved as SearchWordRow);
      });
    },

    async remove(id: number, by: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(searchWords)
          .where(eq(searchWords.id, id))
          .returning({ word: searchWords.word, means: searchWords.means });
        if (!gone) throw notFound(`There is no search word ${id}.`);
        await record(tx, by, gone.word, gone.means, null);
      });
    },
  };
}

export type SearchWords = ReturnType<typeof createSearchWords>;
