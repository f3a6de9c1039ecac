/**
 * The storefront's category choices are names, not the per-brand categories the console keeps: one "Brake Pads"
 * means every brand's brake pads. Each name is chosen by a representative id (the smallest id of a category, or
 * sub-category, of that name), so store URLs keep their `?category=<id>` shape and old links with any id of the name
 * still work: the server widens an id to every category of its name.
 */

/** One sub-category with where it belongs and how many active parts it has: what the pickers are computed from. */
export interface ShelfRow {
  subId: number;
  /** The representative id of its name among sub-categories. */
  subName: number;
  categoryName: number;
  brandId: number;
  /** Active parts in it. */
  count: number;
}

export interface CategoryNames {
  brands: { id: number; name: string }[];
  /** Representative id → name, for categories and for sub-categories. */
  categoryNames: Record<number, string>;
  subNames: Record<number, string>;
  shelves: ShelfRow[];
}

export interface NameOption {
  id: number;
  name: string;
  /** "16 parts": how many active parts the choice shows, within the chosen brand. */
  detail: string;
}

const partsText = (count: number) => `${count.toLocaleString("en-US")} part${count === 1 ? "" : "s"}`;

function options(names: Record<number, string>, counts: Map<number, number>): NameOption[] {
  return [...counts]
    .filter(([id, count]) => count > 0 && names[id] !== undefined)
    .map(([id, count]) => ({ id, name: names[id] as string, detail: partsText(count) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
}

/**
 * The category names a chosen brand has (else every brand's) and the sub-category names a chosen category name has
 * (else those categories'), alphabetical, each with its count of active parts within the brand.
 */
export function nameOptions(
  catalog: CategoryNames,
  brand: number | null,
  category: number | null,
): { categories: NameOption[]; subCategories: NameOption[] } {
  const categoryCounts = new Map<number, number>();
  const subCounts = new Map<number, number>();
  for (const shelf of catalog.shelves) {
    if (brand !== null && shelf.brandId !== brand) continue;
    categoryCounts.set(shelf.categoryName, (categoryCounts.get(shelf.categoryName) ?? 0) + shelf.count);
    if (category !== null && shelf.categoryName !== category) continue;
    subCounts.set(shelf.subName, (subCounts.get(shelf.subName) ?? 0) + shelf.count);
  }
  return {
    categories: options(catalog.categoryNames, categoryCounts),
    subCategories: options(catalog.subNames, subCounts),
  };
}

/** True when the brand has a category of this name (a choice that survives picking the brand). */
export const brandHasCategory = (catalog: CategoryNames, brand: number, category: number) =>
  catalog.shelves.some((shelf) => shelf.brandId === brand && shelf.categoryName === category);

/** True when a sub-category name occurs under a category name (within the brand, when one is chosen). */
export const categoryHasSub = (catalog: CategoryNames, category: number, sub: number, brand: number | null) =>
  catalog.shelves.some(
    (shelf) => shelf.categoryName === category && shelf.subName === sub && (brand === null || shelf.brandId === brand),
  );
