import { and, asc, eq, sql } from "drizzle-orm";
import { countRows } from "../../../db/count";
import type { Db } from "../../../db/database";
import { firstRow, writtenRow } from "../../../db/first-row";
import { caseless, containsPattern, likeCaseless } from "../../../db/like";
import { categories } from "../../../db/schema";
import type { Clock } from "../../clock";
import { conflict, notFound } from "../../http/app-error";
import { type ListSort, orderOf } from "../../http/list-sort";
import { type Paging, paginate } from "../../http/paging";
import { brands } from "../brands";
import { optionalText, requiredText, stillHasChildren, unprocessable } from "../catalog-rules";
import { type Actor, recordEntryChange } from "../security-log";
import { subCategories } from "../sub-categories";
import type { CategoryInput, CategoryRow } from "./model";

export interface CategoryFilter {
  searchText?: string;
  brandId?: number;
}

const columns = {
  categoryId: categories.id,
  category: categories.name,
  description: categories.description,
  brandId: brands.id,
  brandName: brands.name,
};

const matching = ({ searchText = "", brandId }: CategoryFilter) => {
  const text = searchText.trim();
  return and(
    text ? likeCaseless(categories.name, containsPattern(text)) : undefined,
    brandId ? eq(categories.brandId, brandId) : undefined,
  );
};

const LOGGED = { category: "Name", brandId: "Brand" } as const;

export function createCategoryService(db: Db, clock: Clock = () => new Date()) {
  const logged = (by: Actor, before?: CategoryRow, after?: CategoryRow) =>
    recordEntryChange(db, {
      item: `category:${(after ?? before)?.categoryId}`,
      label: `Category ${(after ?? before)?.category}`,
      before,
      after,
      labels: LOGGED,
      actorId: by.id,
      at: clock(),
    });

  const select = () => db.select(columns).from(categories).innerJoin(brands, eq(brands.id, categories.brandId));

  async function get(id: number): Promise<CategoryRow> {
    const row = await firstRow(select().where(eq(categories.id, id)));
    if (!row) throw notFound("Category not found");
    return row;
  }

  /** Checks the input and the brand, and refuses a name the brand already uses (except by `exceptId`). */
  async function clean(input: CategoryInput, exceptId = 0) {
    const values = {
      brandId: input.brandId,
      name: requiredText(input.category, "category", "Category name"),
      description: optionalText(input.description, "-"),
    };
    const brand = await firstRow(db.select({ name: brands.name }).from(brands).where(eq(brands.id, values.brandId)));
    if (!brand) {
      throw unprocessable("That brand does not exist.", [{ field: "brandId", message: "No brand has this id." }]);
    }
    const clash = await firstRow(
      db
        .select({ name: categories.name })
        .from(categories)
        .where(
          and(
            eq(categories.brandId, values.brandId),
            sql`lower(${categories.name}) = lower(${values.name})`,
            sql`${categories.id} != ${exceptId}`,
          ),
        ),
    );
    if (clash) throw conflict(`${brand.name} already has a category named "${clash.name}".`);
    return values;
  }

  return {
    get,

    list(filter: CategoryFilter = {}): Promise<CategoryRow[]> {
      return select().where(matching(filter)).orderBy(asc(brands.name), asc(categories.name));
    },

    page(query: Paging & ListSort & CategoryFilter) {
      const where = matching(query);
      return paginate(
        query,
        20,
        () => countRows(db, categories, where),
        (limit, offset) =>
          select()
            .where(where)
            .orderBy(
              ...orderOf(
                query,
                {
                  category: caseless(categories.name),
                  brandName: caseless(brands.name),
                },
                [asc(brands.name), asc(categories.name), asc(categories.id)],
              ),
            )
            .limit(limit)
            .offset(offset),
      );
    },

    count: () => countRows(db, categories),

    add(input: CategoryInput, by: Actor): Promise<CategoryRow> {
      return db.transaction(async () => {
        const values = await clean(input);
        const { id } = await writtenRow(db.insert(categories).values(values).returning({ id: categories.id }));
        const added = await get(id);
        await logged(by, undefined, added);
        return added;
      });
    },

    update(id: number, input: CategoryInput, by: Actor): Promise<CategoryRow> {
      return db.transaction(async () => {
        const before = await get(id);
        const values = await clean(input, id);
        await db
          .update(categories)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(categories.id, id));
        const after = await get(id);
        await logged(by, before, after);
        return after;
      });
    },

    remove(id: number, by: Actor): Promise<CategoryRow> {
      return db.transaction(async () => {
        const category = await get(id);
        const children = await countRows(db, subCategories, eq(subCategories.categoryId, id));
        if (children > 0) throw stillHasChildren(category.category, children, "sub-category", "sub-categories");
        await db.delete(categories).where(eq(categories.id, id));
        await logged(by, category);
        return category;
      });
    },
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
