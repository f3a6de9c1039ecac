type Option = { id: number; parentId: number };

/**
 * The categories a chosen brand has and the sub-categories a chosen category (else those categories) has: each
 * choice narrows the next picker, on the store's filters and the home page's part finder alike.
 */
export function narrowedOptions<C extends Option, S extends Option>(
  all: { categories: readonly C[]; subCategories: readonly S[] },
  brand: number | null,
  category: number | null,
): { categories: C[]; subCategories: S[] } {
  const categories = all.categories.filter((c) => brand === null || c.parentId === brand);
  const categoryIds = new Set(categories.map((c) => c.id));
  const subCategories = all.subCategories.filter((s) =>
    category !== null ? s.parentId === category : categoryIds.has(s.parentId),
  );
  return { categories, subCategories };
}
