/** SO-2026-000123: the year it was placed and its id, so numbers never repeat. */
export const orderNumberOf = (id: number, placedAt: Date) =>
  `SO-${placedAt.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
