const MAX_TOKENS = 8;
/** Zero-width (non-)joiners: inside Sinhala conjuncts ("ශ්‍රී"), typed or not; the index is kept without them. */
const ZERO_WIDTH_JOINERS = /[\u200C\u200D]/g;
/** Longer text is cut: no part name or code needs more, and each character is work for the tokenizer. */
const MAX_TEXT = 200;
/** A word's characters: a letter or digit, then letters, digits and the marks that belong to them. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/**
 * Turns anything a customer can type into a safe FTS5 query, or null when nothing searchable is left.
 * Words become prefix terms that must all match (`"brake"* "pad"*`); the text with its separators removed
 * also matches part codes as a prefix, so `04465 0K090`, `044650k090` and `04465-0K090` find the same part.
 * Only letters and digits survive, inside double quotes, so no FTS5 operator or syntax error can get through.
 * A one-letter word matches only itself ("a", the "4" of "4 wd"): as a prefix it would match most of the catalog,
 * and eight of them cost a tenth of a second on 100,000 products (a cheap way to stall the shop).
 */
export function ftsQuery(searchText: string | undefined): string | null {
  const words = searchWords(searchText);
  const tokens = [...new Set(words)].slice(0, MAX_TOKENS);
  if (tokens.length === 0) return null;
  const allWords = tokens.map((token) => (token.length === 1 ? `"${token}"` : `"${token}"*`)).join(" ");
  if (words.length === 1) return allWords;
  const compact = words.join("").slice(0, 64);
  return `(${allWords}) OR code_compact : "${compact}"*`;
}

/**
 * The words of a search as the index holds them: letters, digits and the marks inside Sinhala and Tamil words (vowel
 * signs, virama: drizzle/0034), lower case, NFKC, without zero-width joiners.
 */
export function searchWords(searchText: string | undefined): string[] {
  const text = (searchText ?? "").slice(0, MAX_TEXT).replace(ZERO_WIDTH_JOINERS, "").normalize("NFKC").toLowerCase();
  return text.match(WORD) ?? [];
}
