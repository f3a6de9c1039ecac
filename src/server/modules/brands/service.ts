import { asc, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { containsPattern } from "../../../db/like";
import { brands } from "../../../db/schema";

export interface BrandRow {
  brandId: number;
  name: string;
  description: string;
}

const columns = { brandId: brands.id, name: brands.name, description: brands.description };

export function createBrandService(db: Db) {
  return {
    /** Brands whose name contains the text (case-insensitive), A–Z. */
    list(searchText = ""): BrandRow[] {
      const text = searchText.trim();
      return db
        .select(columns)
        .from(brands)
        .where(text ? sql`${brands.name} LIKE ${containsPattern(text)} ESCAPE '\\'` : undefined)
        .orderBy(asc(brands.name))
        .all();
    },
  };
}

export type BrandService = ReturnType<typeof createBrandService>;
