import { asc, eq } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { firstRow, writtenRow } from "../../../db/first-row";
import { branches, deliveryDistricts, deliveryZones } from "../../../db/schema";
import {
  courierFeeCents,
  deliveryDaysText,
  hasBulky,
  type ParcelLine,
  parcelWeight,
} from "../../../shared/delivery-fee";
import type { ChosenDelivery, DeliveryMethod } from "../../../shared/delivery-methods";
import { districtName, isDistrict } from "../../../shared/districts";
import { centsToRupees, formatRupees, rupeesToCents } from "../../../shared/money";
import { type Clock, systemClock } from "../../clock";
import { AppError, badRequest, notFound } from "../../http/app-error";
import { readSetting, writeSetting } from "../../shop-settings";
import { type ActivityItem, type Actor, recordSettingsChange } from "../security-log";
import type { Branch, BranchInput, DeliveryQuote, DeliverySettings, DeliveryZone, ZoneInput } from "./model";

const FREE_ABOVE_KEY = "free_delivery_above_cents";

/** What the customer chose at checkout. */
export interface DeliveryChoice {
  method: ChosenDelivery;
  district?: string;
  branchId?: number;
}

/** A choice as a form or a query gives it (text): pickup or courier (the default), a district, a branch's id. */
export function readChoice(given: { method?: string; district?: string; branchId?: string }): DeliveryChoice {
  const branchId = Number(given.branchId);
  return {
    method: given.method === "pickup" ? "pickup" : "courier",
    district: given.district || undefined,
    branchId: Number.isInteger(branchId) && branchId > 0 ? branchId : undefined,
  };
}

/** A delivery as an order records it: everything a later edit of zones or branches must not change. */
export interface PricedDelivery {
  method: DeliveryMethod;
  feeCents: number | null;
  free: boolean;
  district: string | null;
  zone: string | null;
  days: string | null;
  weightGrams: number;
  branchId: number | null;
  /** "Kandy — No. 18, Peradeniya Road, Kandy". */
  branch: string | null;
  note: string;
}

type Reader = Db | DbTx;

const toZone = (zone: typeof deliveryZones.$inferSelect, districts: string[]): DeliveryZone => ({
  zoneId: zone.id,
  name: zone.name,
  firstKg: centsToRupees(zone.firstKgCents),
  extraKg: centsToRupees(zone.extraKgCents),
  daysMin: zone.daysMin,
  daysMax: zone.daysMax,
  districts,
});

const toBranch = (branch: typeof branches.$inferSelect): Branch => ({
  branchId: branch.id,
  name: branch.name,
  address: branch.address,
  district: branch.district,
  phone: branch.phone,
  hours: branch.hours,
  pickup: branch.pickup,
});

export const branchLabel = (branch: Pick<Branch, "name" | "address">) => `${branch.name} — ${branch.address}`;

/** The quote as the API and the pages show it (rupees). */
export const toQuote = (priced: PricedDelivery): DeliveryQuote => ({
  method: priced.method,
  fee: priced.feeCents === null ? null : centsToRupees(priced.feeCents),
  free: priced.free,
  zone: priced.zone,
  days: priced.days,
  weightKg: priced.weightGrams / 1000,
  branch: priced.branch,
  note: priced.note,
});

/**
 * Delivery as the shop sets it on the console's Delivery screen: courier zones of districts with a first-kg and an
 * extra-kg fee, free delivery above an amount, and the branches customers collect from. Fees are always computed
 * here, from the cart's lines as the catalog has them and the district chosen.
 */
export function createDeliveryService(db: Db, clock: Clock = systemClock) {
  /** A change to the delivery settings, recorded in the change's transaction. */
  const logged = <T extends object>(
    tx: Db | DbTx,
    by: Actor,
    item: ActivityItem,
    label: string,
    before: T | null,
    after: T | null,
  ) => recordSettingsChange(tx, { item, label, before, after, actorId: by.id, at: clock() });

  async function freeAboveCents(reader: Reader = db): Promise<number | null> {
    const value = await readSetting(reader, FREE_ABOVE_KEY);
    return value === undefined ? null : Number(value);
  }

  async function zones(reader: Reader = db): Promise<DeliveryZone[]> {
    const assigned = Map.groupBy(await reader.select().from(deliveryDistricts), (row) => row.zoneId);
    return (await reader.select().from(deliveryZones).orderBy(asc(deliveryZones.position), asc(deliveryZones.id))).map(
      (zone) => toZone(zone, (assigned.get(zone.id) ?? []).map((row) => row.district).sort()),
    );
  }

  const branchList = async (reader: Reader = db) =>
    (await reader.select().from(branches).orderBy(asc(branches.position), asc(branches.id))).map(toBranch);

  async function zoneOf(reader: Reader, district: string) {
    return (
      await firstRow(
        reader
          .select({ zone: deliveryZones })
          .from(deliveryDistricts)
          .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryDistricts.zoneId))
          .where(eq(deliveryDistricts.district, district)),
      )
    )?.zone;
  }

  /**
   * The delivery of a parcel (the cart's lines, the items' total) as the customer chose it; 400 with a field error
   * when the choice cannot be priced (no district, a district no courier zone covers, no branch).
   */
  async function price(
    parcel: { lines: readonly ParcelLine[]; itemsCents: number },
    choice: DeliveryChoice,
    reader: Reader = db,
  ): Promise<PricedDelivery> {
    const weightGrams = parcelWeight(parcel.lines);
    if (choice.method === "pickup") {
      const branch = choice.branchId
        ? await firstRow(reader.select().from(branches).where(eq(branches.id, choice.branchId)))
        : undefined;
      if (!branch?.pickup) {
        throw badRequest("Choose the branch you will collect from.", [
          { field: "branchId", message: "Choose the branch you will collect from" },
        ]);
      }
      return {
        method: "PICKUP",
        feeCents: 0,
        free: false,
        district: null,
        zone: null,
        days: null,
        weightGrams,
        branchId: branch.id,
        branch: branchLabel(branch),
        note: `Collect it at ${branch.name} (${branch.hours}) once we call to say it is ready. No delivery fee.`,
      };
    }
    const district = choice.district ?? "";
    if (!isDistrict(district)) {
      throw badRequest("Choose your district.", [{ field: "district", message: "Choose your district" }]);
    }
    const zone = await zoneOf(reader, district);
    if (!zone) {
      const message = `We have no courier to ${districtName(district)} yet: choose pickup at a branch, or call us.`;
      throw badRequest(message, [{ field: "district", message }]);
    }
    const days = deliveryDaysText(zone);
    if (hasBulky(parcel.lines)) {
      return {
        method: "COURIER_QUOTE",
        feeCents: null,
        free: false,
        district,
        zone: zone.name,
        days: null,
        weightGrams,
        branchId: null,
        branch: null,
        note: "Your cart has a bulky part that an ordinary courier does not take: we call you with the delivery fee before we send it.",
      };
    }
    const freeAbove = await freeAboveCents(reader);
    const free = freeAbove !== null && parcel.itemsCents >= freeAbove;
    return {
      method: "COURIER",
      feeCents: free ? 0 : courierFeeCents(zone, weightGrams),
      free,
      district,
      zone: zone.name,
      days,
      weightGrams,
      branchId: null,
      branch: null,
      note: free
        ? `Free delivery to ${districtName(district)} on orders of ${formatRupees(centsToRupees(freeAbove ?? 0))} or more, in ${days}.`
        : `By courier to ${districtName(district)} in ${days}.`,
    };
  }

  async function requireZone(id: number) {
    const zone = await firstRow(db.select().from(deliveryZones).where(eq(deliveryZones.id, id)));
    if (!zone) throw notFound(`There is no delivery zone ${id}.`);
    return zone;
  }

  function checkDays(input: ZoneInput) {
    if (input.daysMax < input.daysMin) {
      throw badRequest("The longest delivery time cannot be shorter than the shortest.", [
        { field: "daysMax", message: "Must be at least the shortest time" },
      ]);
    }
  }

  async function nameTaken(name: string, exceptId?: number) {
    const taken = (await zones()).find(
      (zone) => zone.name.toLowerCase() === name.toLowerCase() && zone.zoneId !== exceptId,
    );
    if (taken)
      throw new AppError(409, `There is already a zone named ${taken.name}.`, [
        { field: "name", message: "Name taken" },
      ]);
  }

  /** Writes a zone and moves its districts into it (out of any other zone), in one transaction. */
  async function writeZone(id: number | null, input: ZoneInput, by: Actor): Promise<DeliveryZone> {
    checkDays(input);
    const name = input.name.trim();
    await nameTaken(name, id ?? undefined);
    const values = {
      name,
      firstKgCents: rupeesToCents(input.firstKg),
      extraKgCents: rupeesToCents(input.extraKg),
      daysMin: input.daysMin,
      daysMax: input.daysMax,
    };
    const before = id === null ? null : ((await zones()).find((zone) => zone.zoneId === id) ?? null);
    const zoneId = await db.transaction(async (tx) => {
      const saved =
        id === null
          ? await writtenRow(
              tx
                .insert(deliveryZones)
                .values({ ...values, position: (await zones(tx)).length + 1 })
                .returning({ id: deliveryZones.id }),
            )
          : await writtenRow(
              tx
                .update(deliveryZones)
                .set({ ...values, updatedAt: clock() })
                .where(eq(deliveryZones.id, id))
                .returning({ id: deliveryZones.id }),
            );
      await tx.delete(deliveryDistricts).where(eq(deliveryDistricts.zoneId, saved.id));
      for (const district of new Set(input.districts)) {
        await tx
          .insert(deliveryDistricts)
          .values({ district, zoneId: saved.id })
          .onConflictDoUpdate({ target: deliveryDistricts.district, set: { zoneId: saved.id } });
      }
      const after = (await zones(tx)).find((zone) => zone.zoneId === saved.id) ?? null;
      await logged(tx, by, `delivery-zone:${saved.id}`, `Delivery zone ${input.name.trim()}`, before, after);
      return saved.id;
    });
    return (await zones()).find((zone) => zone.zoneId === zoneId) as DeliveryZone;
  }

  async function requireBranch(id: number) {
    const branch = await firstRow(db.select().from(branches).where(eq(branches.id, id)));
    if (!branch) throw notFound(`There is no branch ${id}.`);
    return branch;
  }

  const branchValues = (input: BranchInput) => ({
    name: input.name.trim(),
    address: input.address.trim(),
    district: input.district,
    phone: input.phone.trim(),
    hours: input.hours.trim(),
    pickup: input.pickup,
  });

  return {
    price,
    /** The delivery of a cart as chosen, for the customer: the quote and the total (null while the fee is by phone). */
    async quote(parcel: { lines: readonly ParcelLine[]; itemsCents: number }, choice: DeliveryChoice) {
      const priced = await price(parcel, choice);
      const total = priced.feeCents === null ? null : centsToRupees(parcel.itemsCents + priced.feeCents);
      return { delivery: toQuote(priced), total };
    },
    /** What checkout offers: zones by district, branches customers collect from, the free-delivery amount. */
    settings: async (): Promise<DeliverySettings> => {
      const free = await freeAboveCents();
      return {
        zones: await zones(),
        branches: await branchList(),
        freeAbove: free === null ? null : centsToRupees(free),
      };
    },
    branches: () => branchList(),
    pickupBranches: async () => (await branchList()).filter((branch) => branch.pickup),
    createZone: (input: ZoneInput, by: Actor) => writeZone(null, input, by),
    updateZone: async (id: number, input: ZoneInput, by: Actor) => {
      await requireZone(id);
      return writeZone(id, input, by);
    },
    /** A zone that still has districts is not removed: they would lose their courier without anyone deciding it. */
    async removeZone(id: number, by: Actor): Promise<DeliveryZone> {
      const { id: zoneId } = await requireZone(id);
      const zone = (await zones()).find((found) => found.zoneId === zoneId) as DeliveryZone;
      if (zone.districts.length > 0) {
        throw new AppError(
          409,
          `${zone.name} still delivers to ${zone.districts.length} ${zone.districts.length === 1 ? "district" : "districts"}: move them to another zone first.`,
        );
      }
      await db.transaction(async (tx) => {
        await tx.delete(deliveryZones).where(eq(deliveryZones.id, id));
        await logged(tx, by, `delivery-zone:${id}`, `Delivery zone ${zone.name}`, zone, null);
      });
      return zone;
    },
    async setFreeAbove(rupees: number | null, by: Actor): Promise<number | null> {
      await db.transaction(async (tx) => {
        const before = await freeAboveCents(tx);
        await writeSetting(tx, FREE_ABOVE_KEY, rupees === null ? null : String(rupeesToCents(rupees)), clock());
        await logged(
          tx,
          by,
          "setting:free-delivery",
          "Free delivery from",
          { freeAbove: before === null ? null : centsToRupees(before) },
          { freeAbove: rupees },
        );
      });
      return rupees;
    },
    createBranch: (input: BranchInput, by: Actor) =>
      db.transaction(async (tx) => {
        const branch = toBranch(
          await writtenRow(
            tx
              .insert(branches)
              .values({ ...branchValues(input), position: (await branchList(tx)).length + 1 })
              .returning(),
          ),
        );
        await logged(tx, by, `branch:${branch.branchId}`, `Branch ${branch.name}`, null, branch);
        return branch;
      }),
    async updateBranch(id: number, input: BranchInput, by: Actor): Promise<Branch> {
      const before = toBranch(await requireBranch(id));
      return db.transaction(async (tx) => {
        const branch = toBranch(
          (await firstRow(
            tx
              .update(branches)
              .set({ ...branchValues(input), updatedAt: clock() })
              .where(eq(branches.id, id))
              .returning(),
          )) as typeof branches.$inferSelect,
        );
        await logged(tx, by, `branch:${id}`, `Branch ${branch.name}`, before, branch);
        return branch;
      });
    },
    async removeBranch(id: number, by: Actor): Promise<Branch> {
      const branch = toBranch(await requireBranch(id));
      await db.transaction(async (tx) => {
        await tx.delete(branches).where(eq(branches.id, id));
        await logged(tx, by, `branch:${id}`, `Branch ${branch.name}`, branch, null);
      });
      return branch;
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
