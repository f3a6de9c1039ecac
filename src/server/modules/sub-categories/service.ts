import { and, asc, eq, sql } from "drizzle-orm";
import { countRows } from "../../../db/count";
import type { Db } from "../../../db/database";
import { firstRow, writtenRow } from "../../../db/first-row";
import { caseless, containsPattern, likeCaseless } from "../../../db/like";
import { subCategories } from "../../../db/schema";
import type { Clock } from "../../clock";
import { conflict, notFound } from "../../http/app-error";
import { type ListSort, orderOf } from "../../http/list-sort";
import { type Paging, paginate } from "../../http/paging";
import { brands } from "../brands";
import { optionalText, requiredText, stillHasChildren, unprocessable } from "../catalog-rules";
import { categories } from "../categories";
import { products } from "../products";
import { type Actor, recordEntryChange } from "../security-log";
import type { SubCategoryInput, SubCategoryRow } from "./model";

export interface SubCategoryFilter {
  searchText?: string;
  categoryId?: number;
}

const columns = {
  subCategoryId: subCategories.id,
  subCategory: subCategories.name,
  description: subCategories.description,
  categoryId: categories.id,
  categoryName: categories.name,
  brandId: brands.id,
  brandName: brands.name,
};

const matching = ({ searchText = "", categoryId }: SubCategoryFilter) => {
  const text = searchText.trim();
  return and(
    text ? likeCaseless(subCategories.name, containsPattern(text)) : undefined,
    categoryId ? eq(subCategories.categoryId, categoryId) : undefined,
  );
};

const order = [asc(brands.name), asc(categories.name), asc(subCategories.name), asc(subCategories.id)];

const LOGGED = { subCategory: "Name", categoryId: "Category" } as const;

export function createSubCategoryService(db: Db, clock: Clock = () => new Date()) {
  const logged = (by: Actor, before?: SubCategoryRow, after?: SubCategoryRow) =>
    recordEntryChange(db, {
      item: `sub-category:${(after ?? before)?.subCategoryId}`,
      label: `Sub-category ${(after ?? before)?.subCategory}`,
      before,
      after,
      labels: LOGGED,
      actorId: by.id,
      at: clock(),
    });

  const select = () =>
    db
      .select(columns)
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .innerJoin(brands, eq(brands.id, categories.brandId));

  async function get(id: number): Promise<SubCategoryRow> {
    const row = await firstRow(select().where(eq(subCategories.id, id)));
    if (!row) throw notFound("Sub-category not found");
    return row;
  }

  /** Checks the input and the parent, and refuses a name the category already uses (except by `exceptId`). */
  async function clean(input: SubCategoryInput, exceptId = 0) {
    const values = {
      categoryId: input.categoryId,
      name: requiredText(input.subCategory, "subCategory", "Sub-category name"),
      description: optionalText(input.description, "-"),
    };
    const category = await firstRow(
      db.select({ name: categories.name }).from(categories).where(eq(categories.id, values.categoryId)),
    );
    if (!category) {
      throw unprocessable("That category does not exist.", [
        { field: "categoryId", message: "No category has this id." },
      ]);
    }
    const clash = await firstRow(
      db
        .select({ name: subCategories.name })
        .from(subCategories)
        .where(
          and(
            eq(subCategories.categoryId, values.categoryId),
            sql`lower(${subCategories.name}) = lower(${values.name})`,
            sql`${subCategories.id} != ${exceptId}`,
          ),
        ),
    );
    if (clash) throw conflict(`${category.name} already has a sub-category named "${clash.name}".`);
    return values;
  }

  return {
    get,

    list(filter: SubCategoryFilter = {}): Promise<SubCategoryRow[]> {
      return select()
        .where(matching(filter))
        .orderBy(...order);
    },

    page(query: Paging & ListSort & SubCategoryFilter) {
      const where = matching(query);
      return paginate(
        query,
        20,
        () => countRows(db, subCategories, where),
        (limit, offset) =>
          select()
            .where(where)
            .orderBy(
              ...orderOf(
                query,
                {
                  subCategory: caseless(subCategories.name),
                  categoryName: caseless(categories.name),
                },
                order,
              ),
            )
            .limit(limit)
            .offset(offset),
      );
    },

    count: () => countRows(db, subCategories),

    add(input: SubCategoryInput, by: Actor): Promise<SubCategoryRow> {
      return db.transaction(async () => {
        const values = await clean(input);
        const { id } = await writtenRow(db.insert(subCategories).values(values).returning({ id: subCategories.id }));
        const added = await get(id);
        await logged(by, undefined, added);
        return added;
      });
    },

    update(id: number, input: SubCategoryInput, by: Actor): Promise<SubCategoryRow> {
      return db.transaction(async () => {
        const before = await get(id);
        const values = await clean(input, id);
        await db
          .update(subCategories)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(subCategories.id, id));
        const after = await get(id);
        await logged(by, before, after);
        return after;
      });
    },

    remove(id: number, by: Actor): Promise<SubCategoryRow> {
      return db.transaction(async () => {
        const subCategory = await get(id);
        const children = await countRows(db, products, eq(products.subCategoryId, id));
        if (children > 0) throw stillHasChildren(subCategory.subCategory, children, "product", "products");
        await db.delete(subCategories).where(eq(subCategories.id, id));
        await logged(by, subCategory);
        return subCategory;
      });
    },
  };
}

export type SubCategoryService = ReturnType<typeof createSubCategoryService>;
