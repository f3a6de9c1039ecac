/** A browser's User-Agent as a few words: the last product token people recognise. */
export function browserOf(userAgent: string | null): string {
  if (!userAgent) return "—";
  const known = userAgent.match(/(Edg|OPR|Firefox|Chrome|Safari)\/[\d.]+/)?.[0]?.replace(/\.[\d.]+$/, "");
  const system = userAgent.match(/Android [\d.]+|iPhone|iPad|Windows|Mac OS X|Linux/)?.[0];
  return [known, system].filter(Boolean).join(" · ") || userAgent.slice(0, 40);
}
