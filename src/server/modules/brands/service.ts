import { asc, eq, sql } from "drizzle-orm";
import { countRows } from "../../../db/count";
import type { Db } from "../../../db/database";
import { firstRow, writtenRow } from "../../../db/first-row";
import { caseless, containsPattern, likeCaseless } from "../../../db/like";
import { brands } from "../../../db/schema";
import type { Clock } from "../../clock";
import { conflict, notFound } from "../../http/app-error";
import { type ListSort, orderOf } from "../../http/list-sort";
import { type Paging, paginate } from "../../http/paging";
import { optionalText, requiredText, stillHasChildren } from "../catalog-rules";
import { categories } from "../categories";
import { type Actor, recordEntryChange } from "../security-log";
import type { BrandInput, BrandRow } from "./model";

const columns = { brandId: brands.id, name: brands.name, description: brands.description };

const nameContains = (searchText = "") => {
  const text = searchText.trim();
  return text ? likeCaseless(brands.name, containsPattern(text)) : undefined;
};

const LOGGED = { name: "Name", description: "Description" } as const;

export function createBrandService(db: Db, clock: Clock = () => new Date()) {
  const logged = (by: Actor, before?: BrandRow, after?: BrandRow) =>
    recordEntryChange(db, {
      item: `brand:${(after ?? before)?.brandId}`,
      label: `Brand ${(after ?? before)?.name}`,
      before,
      after,
      labels: LOGGED,
      actorId: by.id,
      at: clock(),
    });

  async function assertNameFree(name: string, exceptId = 0) {
    const clash = await firstRow(
      db
        .select({ name: brands.name })
        .from(brands)
        .where(sql`lower(${brands.name}) = lower(${name}) AND ${brands.id} != ${exceptId}`),
    );
    if (clash) throw conflict(`A brand named "${clash.name}" already exists.`);
  }

  async function get(id: number): Promise<BrandRow> {
    const row = await firstRow(db.select(columns).from(brands).where(eq(brands.id, id)));
    if (!row) throw notFound("Brand not found");
    return row;
  }

  const clean = (input: BrandInput) => ({
    name: requiredText(input.name, "name", "Brand name"),
    description: optionalText(input.description, ""),
  });

  return {
    get,

    /** Brands whose name contains the text (case-insensitive), A–Z. */
    list(searchText?: string): Promise<BrandRow[]> {
      return db.select(columns).from(brands).where(nameContains(searchText)).orderBy(asc(brands.name));
    },

    page(query: Paging & ListSort & { searchText?: string }) {
      const where = nameContains(query.searchText);
      return paginate(
        query,
        20,
        () => countRows(db, brands, where),
        (limit, offset) =>
          db
            .select(columns)
            .from(brands)
            .where(where)
            .orderBy(...orderOf(query, { name: caseless(brands.name) }, [asc(brands.name), asc(brands.id)]))
            .limit(limit)
            .offset(offset),
      );
    },

    count: () => countRows(db, brands),

    add(input: BrandInput, by: Actor): Promise<BrandRow> {
      const values = clean(input);
      return db.transaction(async () => {
        await assertNameFree(values.name);
        const brand = await writtenRow(db.insert(brands).values(values).returning(columns));
        await logged(by, undefined, brand);
        return brand;
      });
    },

    update(id: number, input: BrandInput, by: Actor): Promise<BrandRow> {
      const values = clean(input);
      return db.transaction(async () => {
        const before = await get(id);
        await assertNameFree(values.name, id);
        await db
          .update(brands)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(brands.id, id));
        const after = await get(id);
        await logged(by, before, after);
        return after;
      });
    },

    remove(id: number, by: Actor): Promise<BrandRow> {
      return db.transaction(async () => {
        const brand = await get(id);
        const children = await countRows(db, categories, eq(categories.brandId, id));
        if (children > 0) throw stillHasChildren(brand.name, children, "category", "categories");
        await db.delete(brands).where(eq(brands.id, id));
        await logged(by, brand);
        return brand;
      });
    },
  };
}

export type BrandService = ReturnType<typeof createBrandService>;
