import type { Db } from "../../../db/database";
import { type CatalogWord, productSearchIndex, searchWords } from "../../../db/search";

/** A word seen in one product only may be a fragment of a code ("aazdh"); corrections only lead to real words. */
const MIN_DOCS = 2;
/** How long the words under one first letter are kept: new words reach corrections within this. */
const KEEP_MS = 5 * 60_000;
const SHORTEST_CORRECTED = 3;
const SHORTEST_HALF = 3;

/**
 * Corrects misspelt search words from the catalog's own vocabulary: "brkae pad" → "brake pad", "shok absorber" →
 * "shock absorber", and splits glued words the catalog knows apart ("sparkplug" → "spark plug"). A word with a digit
 * (a part code) is never touched, nor a word some catalog word starts with (the search matches it as a prefix).
 *
 * Candidates share the typed word's first letter, so one correction reads one letter's words from the index (a few
 * milliseconds on 100,000 products, then kept for five minutes) instead of the whole vocabulary; a wrong first
 * letter is the rarest typo.
 */
export function createSpelling(db: Db, now: () => number = Date.now) {
  const words = productSearchIndex(db).words;
  const byLetter = new Map<string, { words: CatalogWord[]; until: number }>();

  async function wordsFrom(letter: string): Promise<CatalogWord[]> {
    const kept = byLetter.get(letter);
    if (kept && kept.until > now()) return kept.words;
    const named = (await words.namesStartingWith(letter, MIN_DOCS)).filter((word) => !/\d/.test(word.term));
    byLetter.set(letter, { words: named, until: now() + KEEP_MS });
    return named;
  }

  /** The glued word split in two catalog words ("sparkplug" → "spark plug"), the most common pair; else null. */
  async function split(word: string): Promise<string | null> {
    let best: { text: string; docs: number } | null = null;
    for (let at = SHORTEST_HALF; at <= word.length - SHORTEST_HALF; at++) {
      const docs = Math.min(await words.productsNaming(word.slice(0, at)), await words.productsNaming(word.slice(at)));
      if (docs >= MIN_DOCS && (!best || docs > best.docs))
        best = { text: `${word.slice(0, at)} ${word.slice(at)}`, docs };
    }
    return best?.text ?? null;
  }

  /** The nearest catalog word within the typo budget (1 edit up to 4 letters, else 2), most common first. */
  async function nearest(word: string): Promise<string | null> {
    const budget = word.length <= 4 ? 1 : 2;
    let best: { term: string; distance: number; docs: number } | null = null;
    for (const candidate of await wordsFrom(word[0] as string)) {
      if (Math.abs(candidate.term.length - word.length) > budget) continue;
      const distance = editDistance(word, candidate.term, budget);
      if (distance > budget) continue;
      if (!best || distance < best.distance || (distance === best.distance && candidate.docs > best.docs)) {
        best = { term: candidate.term, distance, docs: candidate.docs };
      }
    }
    return best?.term ?? null;
  }

  async function correctWord(word: string): Promise<string> {
    if (word.length < SHORTEST_CORRECTED || /\d/.test(word) || (await words.anyStartingWith(word))) return word;
    return (await split(word)) ?? (await nearest(word)) ?? word;
  }

  return {
    /**
     * Searches to try instead, best first: the words with each unknown one corrected, then two neighbouring words
     * joined where the catalog writes them as one ("spark plug" → "sparkplug"). Empty when nothing would change.
     */
    corrections: correctionsOf,
  };

  async function correctionsOf(searchText: string): Promise<string[]> {
    const typed = searchWords(searchText);
    const tries: string[] = [];
    const corrected: string[] = [];
    for (const word of typed) corrected.push(await correctWord(word));
    if (corrected.join(" ") !== typed.join(" ")) tries.push(corrected.join(" "));
    for (let i = 0; i + 1 < typed.length; i++) {
      const joined = `${typed[i]}${typed[i + 1]}`;
      if (!/\d/.test(joined) && (await words.productsNaming(joined)) >= MIN_DOCS) {
        tries.push([...typed.slice(0, i), joined, ...typed.slice(i + 2)].join(" "));
      }
    }
    return [...new Set(tries)];
  }
}

/**
 * Optimal-string-alignment distance (Damerau–Levenshtein where a swap of neighbours counts as one edit, as "brkae"
 * for "brake"), giving up above `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] as number) + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] as number;
}
