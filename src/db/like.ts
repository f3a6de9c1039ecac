/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards in the text taken literally (use ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
