import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { countRows } from "../../../db/count";
import type { Db, DbColumn, DbOrTx } from "../../../db/database";
import { firstRow, writtenRow } from "../../../db/first-row";
import { caseless, containsPattern, likeCaseless, sameCaseless } from "../../../db/like";
import { missingIds } from "../../../db/missing-ids";
import { idPairs, inIds, prepared, preparedOn } from "../../../db/prepared";
import { rawRows } from "../../../db/raw-rows";
import { productFitments, vehicles } from "../../../db/schema";
import { chassisCodeCandidates, compactCode, nameSlug, vehiclePagePath } from "../../../shared/vehicle-names";
import { type Clock, systemClock } from "../../clock";
import { badRequest, conflict, notFound } from "../../http/app-error";
import { type ListSort, orderOf } from "../../http/list-sort";
import { type Paging, paginate } from "../../http/paging";
import { optionalText, requiredText, unprocessable } from "../catalog-rules";
import { type Actor, recordActivity, recordEntryChange } from "../security-log";
import type { StaffVehicle, Vehicle, VehicleInput, VehicleMake, VehicleModel } from "./model";

const columns = {
  vehicleId: vehicles.id,
  make: vehicles.make,
  model: vehicles.model,
  generation: vehicles.generation,
  code: vehicles.code,
  yearFrom: vehicles.yearFrom,
  yearTo: vehicles.yearTo,
  engine: vehicles.engine,
};
const fitCount =
  sql<number>`(SELECT count(*) FROM ${productFitments} WHERE ${productFitments.vehicleId} = ${vehicles.id})`.mapWith(
    Number,
  );
const staffColumns = { ...columns, productCount: fitCount };

/** Make, model, then the newest generation first: the order every vehicle list is in. */
const vehicleOrder = [caseless(vehicles.make), caseless(vehicles.model), desc(vehicles.yearFrom), asc(vehicles.code)];

const sameText = (column: DbColumn, value: string) => sameCaseless(column, value.trim());

/** Make, model, code or engine containing the text. */
function anyNameContains(searchText = ""): SQL | undefined {
  const text = searchText.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return likeCaseless(
    sql`(${vehicles.make} || ' ' || ${vehicles.model} || ' ' || ${vehicles.code} || ' ' || ${vehicles.engine})`,
    pattern,
  );
}

const unique = (ids: number[]) => [...new Set(ids)];

const LOGGED = {
  make: "Make",
  model: "Model",
  generation: "Generation",
  code: "Chassis code",
  yearFrom: "From year",
  yearTo: "To year",
  engine: "Engine",
} as const;

const codesOf = (list: Vehicle[]) => list.map((vehicle) => vehicle.code).join(", ");

/** What fitment asks of the products feature (products/asked-by-others.ts, handed in by services.ts). */
export interface ProductsForFitment {
  missingIds(wanted: number[], on?: DbOrTx): Promise<number[]>;
  nameAndState(productId: number, on?: DbOrTx): Promise<{ name: string; isActive: boolean } | undefined>;
}

export function createVehicleService(db: Db, products: ProductsForFitment, clock: Clock = systemClock) {
  const logged = async (tx: DbOrTx, by: Actor, before?: Vehicle, after?: Vehicle) => {
    const vehicle = (after ?? before) as Vehicle;
    await recordEntryChange(tx, {
      item: `vehicle:${vehicle.vehicleId}`,
      label: `Vehicle ${vehicle.make} ${vehicle.model} (${vehicle.code})`,
      before,
      after,
      labels: LOGGED,
      actorId: by.id,
      at: clock(),
    });
  };
  /** A bulk fitment change: how many pairs, over how many products and vehicles. */
  const loggedBulk = async (
    tx: DbOrTx,
    by: Actor,
    productIds: number[],
    vehicleIds: number[],
    field: string,
    changed: number,
  ) => {
    if (changed === 0) return;
    await recordActivity(tx, {
      kind: "FITMENT_CHANGED",
      actorId: by.id,
      item: "fitment:bulk",
      label: `${unique(productIds).length} products × ${unique(vehicleIds).length} vehicles`,
      changes: [{ field, before: null, after: changed }],
      at: clock(),
    });
  };

  const byCodeStatement = prepared(
    db
      .select(columns)
      .from(vehicles)
      .where(sql`lower(${vehicles.code}) = ${sql.placeholder("code")}`),
  );
  const fitsOfStatement = preparedOn(db, (on) =>
    on
      .select(columns)
      .from(productFitments)
      .innerJoin(vehicles, eq(vehicles.id, productFitments.vehicleId))
      .where(eq(productFitments.productId, sql.placeholder("productId")))
      .orderBy(...vehicleOrder),
  );
  async function get(id: number, on: DbOrTx = db): Promise<Vehicle> {
    const row = await firstRow(on.select(columns).from(vehicles).where(eq(vehicles.id, id)));
    if (!row) throw notFound("Vehicle not found");
    return row;
  }

  function clean(input: VehicleInput) {
    const values = {
      make: requiredText(input.make, "make", "Make"),
      model: requiredText(input.model, "model", "Model"),
      generation: optionalText(input.generation, ""),
      code: requiredText(input.code, "code", "Chassis code").toUpperCase(),
      yearFrom: input.yearFrom,
      yearTo: input.yearTo ?? null,
      engine: optionalText(input.engine, ""),
    };
    if (values.yearTo !== null && values.yearTo < values.yearFrom) {
      throw badRequest("The last year cannot be before the first.", [
        { field: "yearTo", message: "The last year cannot be before the first." },
      ]);
    }
    return values;
  }

  async function assertCodeFree(tx: DbOrTx, code: string, exceptId = 0) {
    const clash = await firstRow(
      tx
        .select({ make: vehicles.make, model: vehicles.model, code: vehicles.code })
        .from(vehicles)
        .where(sql`lower(${vehicles.code}) = lower(${code}) AND ${vehicles.id} != ${exceptId}`),
    );
    if (clash) throw conflict(`Chassis code ${clash.code} is already the ${clash.make} ${clash.model}.`);
  }

  /** 422 naming the product or vehicle ids that do not exist (404 for the one product a path names). */
  async function checkFitmentRefs(
    tx: DbOrTx,
    productIds: number[],
    vehicleIds: number[],
    { productInPath = false } = {},
  ) {
    const unknownProducts = await products.missingIds(productIds, tx);
    if (unknownProducts.length > 0) {
      if (productInPath) throw notFound("Product not found");
      throw unprocessable(`No product has id ${unknownProducts.join(", ")}.`, [
        { field: "productIds", message: `Unknown product ids: ${unknownProducts.join(", ")}.` },
      ]);
    }
    const unknownVehicles = await missingIds(tx, vehicles, vehicleIds);
    if (unknownVehicles.length > 0) {
      throw unprocessable(`No vehicle has id ${unknownVehicles.join(", ")}.`, [
        { field: "vehicleIds", message: `Unknown vehicle ids: ${unknownVehicles.join(", ")}.` },
      ]);
    }
  }

  function fitsOf(productId: number, on: DbOrTx = db): Promise<Vehicle[]> {
    return fitsOfStatement(on).execute({ productId });
  }

  return {
    get: (id: number) => get(id),
    /** The vehicles a product known to exist fits, by make and model. */
    fitsOf: (productId: number) => fitsOf(productId),

    /** The vehicles a product fits; 404 when there is no such product (or, for the storefront, it is hidden). */
    async fitsOfProduct(productId: number, { activeOnly }: { activeOnly: boolean }): Promise<Vehicle[]> {
      const product = await products.nameAndState(productId);
      if (!product || (activeOnly && !product.isActive)) throw notFound("Product not found");
      return fitsOf(productId);
    },

    /**
     * One vehicle by its chassis code or the frame number printed on the papers (`DBA-NZE161-7012345`), in any
     * case, spaces or dashes; null when none has it.
     */
    async byCode(code: string): Promise<Vehicle | null> {
      for (const compact of chassisCodeCandidates(code)) {
        const vehicle =
          (await firstRow(byCodeStatement.execute({ code: compact }))) ??
          // A stored code with a dash (rare) is found by comparing both sides without separators.
          (await firstRow(
            db.select(columns).from(vehicles).where(sql`lower(replace(${vehicles.code}, '-', '')) = ${compact}`),
          ));
        if (vehicle) return vehicle;
      }
      return null;
    },

    async makes(): Promise<VehicleMake[]> {
      return (
        await db
          .select({ make: sql<string>`min(${vehicles.make})`, vehicleCount: sql<number>`count(*)`.mapWith(Number) })
          .from(vehicles)
          .groupBy(caseless(vehicles.make))
          .orderBy(caseless(vehicles.make))
      ).map((row) => ({ ...row, slug: nameSlug(row.make) }));
    },

    async models(make: string): Promise<VehicleModel[]> {
      return (
        await db
          .select({
            make: sql<string>`min(${vehicles.make})`,
            model: sql<string>`min(${vehicles.model})`,
            vehicleCount: sql<number>`count(*)`.mapWith(Number),
          })
          .from(vehicles)
          .where(sameText(vehicles.make, make))
          .groupBy(caseless(vehicles.model))
          .orderBy(caseless(vehicles.model))
      ).map((row) => ({ ...row, slug: nameSlug(row.model) }));
    },

    /** A model's generations (one vehicle per chassis code), newest first. */
    generations(make: string, model: string): Promise<Vehicle[]> {
      return db
        .select(columns)
        .from(vehicles)
        .where(and(sameText(vehicles.make, make), sameText(vehicles.model, model)))
        .orderBy(...vehicleOrder);
    },

    /** The vehicles of a make and model named by their URL slugs (`toyota`, `land-cruiser-prado`). */
    async bySlugs(makeSlug: string, modelSlug: string): Promise<Vehicle[]> {
      return (
        await db
          .select(columns)
          .from(vehicles)
          .orderBy(...vehicleOrder)
      ).filter((vehicle) => nameSlug(vehicle.make) === makeSlug && nameSlug(vehicle.model) === modelSlug);
    },

    /** Vehicles for a type-ahead: chassis codes starting with the text first, then make/model/engine containing it. */
    async search(searchText: string, limit = 20): Promise<Vehicle[]> {
      const compact = compactCode(searchText);
      const where = anyNameContains(searchText);
      if (!where && !compact) return [];
      const codeStarts = compact ? sql`lower(replace(${vehicles.code}, '-', '')) LIKE ${`${compact}%`}` : undefined;
      return db
        .select(columns)
        .from(vehicles)
        .where(or(codeStarts, where))
        .orderBy(...(codeStarts ? [sql`${codeStarts} DESC`] : []), ...vehicleOrder)
        .limit(limit);
    },

    /** Every vehicle with how many products fit it, for the console and the sitemap. */
    page(query: Paging & ListSort & { searchText?: string }) {
      const where = anyNameContains(query.searchText);
      return paginate(
        query,
        20,
        () => countRows(db, vehicles, where),
        (limit, offset): Promise<StaffVehicle[]> =>
          db
            .select(staffColumns)
            .from(vehicles)
            .where(where)
            .orderBy(
              ...orderOf(
                query,
                {
                  make: caseless(vehicles.make),
                  model: caseless(vehicles.model),
                  code: vehicles.code,
                  productCount: fitCount,
                },
                vehicleOrder,
              ),
            )
            .limit(limit)
            .offset(offset),
      );
    },

    /** The path of every make and model's parts page (`/client/vehicles/toyota/axio`), once each. */
    async modelPaths(): Promise<string[]> {
      const rows = await db.selectDistinct({ make: vehicles.make, model: vehicles.model }).from(vehicles);
      return [...new Set(rows.map((row) => vehiclePagePath(row.make, row.model)))].sort();
    },

    add(input: VehicleInput, by: Actor): Promise<StaffVehicle> {
      const values = clean(input);
      return db.transaction(async (tx) => {
        await assertCodeFree(tx, values.code);
        const vehicle = await writtenRow(tx.insert(vehicles).values(values).returning(staffColumns));
        await logged(tx, by, undefined, vehicle);
        return vehicle;
      });
    },

    update(id: number, input: VehicleInput, by: Actor): Promise<StaffVehicle> {
      const values = clean(input);
      return db.transaction(async (tx) => {
        const before = await get(id, tx);
        await assertCodeFree(tx, values.code, id);
        const after = await writtenRow(
          tx
            .update(vehicles)
            .set({ ...values, updatedAt: clock() })
            .where(eq(vehicles.id, id))
            .returning(staffColumns),
        );
        await logged(tx, by, before, after);
        return after;
      });
    },

    /** 409 while products still fit it, naming how many: staff remove those fitments first. */
    remove(id: number, by: Actor): Promise<Vehicle> {
      return db.transaction(async (tx) => {
        const vehicle = await get(id, tx);
        const fitting = await countRows(tx, productFitments, eq(productFitments.vehicleId, id));
        if (fitting > 0) {
          throw conflict(
            `${vehicle.make} ${vehicle.model} (${vehicle.code}) still fits ${fitting} ${fitting === 1 ? "product" : "products"}. Remove it from them first.`,
          );
        }
        await tx.delete(vehicles).where(eq(vehicles.id, id));
        await logged(tx, by, vehicle);
        return vehicle;
      });
    },

    /** Makes a product fit exactly these vehicles; answers them. */
    setFitments(productId: number, vehicleIds: number[], by: Actor): Promise<Vehicle[]> {
      const wanted = unique(vehicleIds);
      return db.transaction(async (tx) => {
        await checkFitmentRefs(tx, [productId], wanted, { productInPath: true });
        const fitted = await fitsOf(productId, tx);
        const current = new Set(fitted.map((vehicle) => vehicle.vehicleId));
        const keep = new Set(wanted);
        const removed = [...current].filter((id) => !keep.has(id));
        const added = wanted.filter((id) => !current.has(id));
        if (removed.length > 0) {
          await tx
            .delete(productFitments)
            .where(and(eq(productFitments.productId, productId), inArray(productFitments.vehicleId, removed)));
        }
        if (added.length > 0) {
          await tx.insert(productFitments).values(added.map((vehicleId) => ({ productId, vehicleId })));
        }
        const now = await fitsOf(productId, tx);
        if (removed.length > 0 || added.length > 0) {
          const product = await products.nameAndState(productId, tx);
          await recordActivity(tx, {
            kind: "FITMENT_CHANGED",
            actorId: by.id,
            item: `product:${productId}`,
            label: product?.name ?? `Product ${productId}`,
            changes: [{ field: "Fits", before: codesOf(fitted) || null, after: codesOf(now) || null }],
            at: clock(),
          });
        }
        return now;
      });
    },

    /** "These 12 products fit NZE161": every pair added (those already there kept); answers how many were new. */
    addFitments(productIds: number[], vehicleIds: number[], by: Actor): Promise<number> {
      return db.transaction(async (tx) => {
        await checkFitmentRefs(tx, unique(productIds), unique(vehicleIds));
        // Every product × vehicle pair from two JSON lists, so no count of pairs can outgrow the bound values.
        const changed = (
          await rawRows(
            tx,
            sql`INSERT INTO ${productFitments} (product_id, vehicle_id)
              SELECT pair.a, pair.b FROM ${idPairs(productIds, vehicleIds)} pair
              WHERE true ON CONFLICT DO NOTHING RETURNING product_id`,
          )
        ).length;
        await loggedBulk(tx, by, productIds, vehicleIds, "Fitments added", changed);
        return changed;
      });
    },

    /** Every pair removed; answers how many there were. */
    removeFitments(productIds: number[], vehicleIds: number[], by: Actor): Promise<number> {
      return db.transaction(async (tx) => {
        const changed = (
          await tx
            .delete(productFitments)
            .where(
              sql`${productFitments.productId} IN ${inIds(productIds)} AND ${productFitments.vehicleId} IN ${inIds(vehicleIds)}`,
            )
            .returning({ productId: productFitments.productId })
        ).length;
        await loggedBulk(tx, by, productIds, vehicleIds, "Fitments removed", changed);
        return changed;
      });
    },
  };
}

export type VehicleService = ReturnType<typeof createVehicleService>;
