import { and, eq, sql } from "drizzle-orm";
import { countRows } from "../../../db/count";
import type { Db, DbOrTx } from "../../../db/database";
import { firstRow, writtenRow } from "../../../db/first-row";
import { containsPattern, likeCaseless } from "../../../db/like";
import { type Clock, systemClock } from "../../clock";
import { conflict, notFound } from "../../http/app-error";
import { type ListSort, orderOf } from "../../http/list-sort";
import { type Paging, paginate } from "../../http/paging";
import { optionalText, requiredText, stillHasChildren, unprocessable } from "../catalog-rules";
import { type Actor, recordEntryChange } from "../security-log";
import { brandLevel, type CatalogLevel, categoryLevel, type ProductsIn, subCategoryLevel } from "./levels";
import type { BrandInput, BrandRow, CategoryInput, CategoryRow, SubCategoryInput, SubCategoryRow } from "./model";

/** A list's filter: a name containing the text; categories of one brand, sub-categories of one category. */
export interface EntryFilter {
  searchText?: string;
  parentId?: number;
}

/** Reads and changes one level of the catalog (levels.ts says what differs between brands, categories and sub-categories). */
export function createCatalogEntryService<Row extends Record<string, unknown>, Input extends { description?: string }>(
  db: Db,
  level: CatalogLevel<Row, Input>,
  clock: Clock = systemClock,
) {
  const { table, parent } = level;

  const matching = ({ searchText = "", parentId }: EntryFilter) => {
    const text = searchText.trim();
    return and(
      text ? likeCaseless(table.name, containsPattern(text)) : undefined,
      parent && parentId ? eq(parent.column, parentId) : undefined,
    );
  };

  const logged = (tx: DbOrTx, by: Actor, before?: Row, after?: Row) => {
    const row = (after ?? before) as Row;
    return recordEntryChange(tx, {
      item: `${level.item}:${level.idOf(row)}`,
      label: `${level.label} ${level.nameOf(row)}`,
      before,
      after,
      labels: level.logged,
      actorId: by.id,
      at: clock(),
    });
  };

  async function get(id: number, on: DbOrTx = db): Promise<Row> {
    const row = await firstRow(level.rows(on).where(eq(table.id, id)));
    if (!row) throw notFound(`${level.label} not found`);
    return row;
  }

  /** The input's text, trimmed: a blank name is refused before anything is read. */
  const textOf = (input: Input) => ({
    name: requiredText(String(input[level.nameField]), level.nameField, level.nameLabel),
    description: optionalText(input.description, level.blankDescription),
  });

  /** The input's values, its parent checked, refusing a name already used there (except by `exceptId`). */
  async function clean(tx: DbOrTx, input: Input, exceptId = 0, { name, description } = textOf(input)) {
    const parentId = parent ? Number(input[parent.field as keyof Input]) : undefined;
    const parentName = parent && parentId !== undefined ? await parent.nameOf(tx, parentId) : undefined;
    if (parent && parentName === undefined) {
      throw unprocessable(parent.missing, [{ field: parent.field, message: parent.missingField }]);
    }
    const clash = await firstRow(
      tx
        .select({ name: table.name })
        .from(table)
        .where(
          and(
            parent ? eq(parent.column, parentId ?? 0) : undefined,
            sql`lower(${table.name}) = lower(${name})`,
            sql`${table.id} != ${exceptId}`,
          ),
        ),
    );
    if (clash) throw conflict(level.clash(clash.name, parentName));
    const values = { name, description, ...level.ownValues?.(input) };
    return parent ? { ...values, [parent.field]: parentId } : values;
  }

  return {
    get: (id: number) => get(id),

    list(filter: EntryFilter = {}): Promise<Row[]> {
      return Promise.resolve(
        level
          .rows(db)
          .where(matching(filter))
          .orderBy(...level.listOrder),
      );
    },

    page(query: Paging & ListSort & EntryFilter) {
      const where = matching(query);
      return paginate(
        query,
        20,
        () => countRows(db, table, where),
        (limit, offset) =>
          Promise.resolve(
            level
              .rows(db)
              .where(where)
              .orderBy(...orderOf(query, level.sortable, level.pageOrder))
              .limit(limit)
              .offset(offset),
          ),
      );
    },

    count: () => countRows(db, table),

    add(input: Input, by: Actor): Promise<Row> {
      return db.transaction(async (tx) => {
        const values = await clean(tx, input);
        // The values hold exactly this level's columns (name, description and its parent's id).
        const { id } = await writtenRow(
          tx
            .insert(table)
            .values(values as never)
            .returning({ id: table.id }),
        );
        const added = await get(id, tx);
        await logged(tx, by, undefined, added);
        return added;
      });
    },

    update(id: number, input: Input, by: Actor): Promise<Row> {
      return db.transaction(async (tx) => {
        const text = textOf(input);
        const before = await get(id, tx);
        const values = await clean(tx, input, id, text);
        await tx
          .update(table)
          .set({ ...values, updatedAt: clock() })
          .where(eq(table.id, id));
        const after = await get(id, tx);
        await logged(tx, by, before, after);
        return after;
      });
    },

    remove(id: number, by: Actor): Promise<Row> {
      return db.transaction(async (tx) => {
        const entry = await get(id, tx);
        const children = await level.children.count(tx, id);
        if (children > 0) {
          throw stillHasChildren(level.nameOf(entry), children, level.children.singular, level.children.plural);
        }
        await tx.delete(table).where(eq(table.id, id));
        await logged(tx, by, entry);
        return entry;
      });
    },
  };
}

export type CatalogEntryService<
  Row extends Record<string, unknown>,
  Input extends { description?: string },
> = ReturnType<typeof createCatalogEntryService<Row, Input>>;

export type BrandService = CatalogEntryService<BrandRow, BrandInput>;
export type CategoryService = CatalogEntryService<CategoryRow, CategoryInput>;
export type SubCategoryService = CatalogEntryService<SubCategoryRow, SubCategoryInput>;

export const createBrandService = (db: Db, clock?: Clock) => createCatalogEntryService(db, brandLevel, clock);
export const createCategoryService = (db: Db, clock?: Clock) => createCatalogEntryService(db, categoryLevel, clock);
export const createSubCategoryService = (db: Db, productsIn: ProductsIn, clock?: Clock) =>
  createCatalogEntryService(db, subCategoryLevel(productsIn), clock);
