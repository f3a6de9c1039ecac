import type { Db, DbTx } from "../../../db/database";
import { securityEvents } from "../../../db/schema";
import type { ChangeKind, FieldChange } from "../../../shared/security-events";

/** Who makes a change: the signed-in staff member. */
export interface Actor {
  id: number;
}

/** What a staff change was made to: `product:12`, `order:ORD-20261126-0001`, `setting:delivery` … */
export type ActivityItem = `${string}:${string | number}`;

export interface Activity {
  kind: ChangeKind;
  actorId: number;
  item: ActivityItem;
  /** How people know the item: the product's name, the order's number. */
  label: string;
  changes?: FieldChange[];
  at: Date;
}

type Value = FieldChange["before"];

/**
 * The fields whose value differs between before and after, in `labels`' order, under their labels; `shown` turns a
 * stored value into what staff read (cents into rupees).
 */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  labels: Partial<Record<keyof T, string>>,
  shown: Partial<Record<keyof T, (value: Value) => Value>> = {},
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [key, field] of Object.entries(labels) as [keyof T, string][]) {
    if (!(key in after)) continue;
    const from = comparable(before[key]);
    const to = comparable(after[key]);
    const show = shown[key] ?? ((value: Value) => value);
    if (from !== to) changes.push({ field, before: show(from), after: show(to) });
  }
  return changes;
}

const comparable = (value: unknown): Value => {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
};

/**
 * Records a staff change in the security log, in the caller's transaction: it is written with the change and never
 * without it (a refused or rolled-back change leaves no entry).
 */
export async function recordActivity(tx: Db | DbTx, activity: Activity) {
  await tx.insert(securityEvents).values({
    at: activity.at,
    kind: activity.kind,
    actorId: activity.actorId,
    item: activity.item,
    detail: activity.label,
    changes: activity.changes?.length ? JSON.stringify(activity.changes) : null,
  });
}

/**
 * Records an add (no `before`), an edit (both; only when a labelled field changed) or a delete (no `after`) of a
 * catalog entry — a brand, category, sub-category or vehicle — in the caller's transaction.
 */
export async function recordEntryChange<T extends Record<string, unknown>>(
  tx: Db | DbTx,
  entry: {
    item: ActivityItem;
    label: string;
    before?: T;
    after?: T;
    labels: Partial<Record<keyof T, string>>;
    actorId: number;
    at: Date;
  },
) {
  const { before, after, labels, ...rest } = entry;
  if (before && after) {
    const changes = changesBetween(before, after, labels);
    if (changes.length > 0) await recordActivity(tx, { ...rest, kind: "CATALOG_CHANGED", changes });
  } else await recordActivity(tx, { ...rest, kind: before ? "CATALOG_DELETED" : "CATALOG_ADDED" });
}

/** `{ cod: { maxTotal } }` → `{ "cod maxTotal" }`: nested settings as one level of fields. */
function flatten(value: object, prefix = ""): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) =>
      inner && typeof inner === "object" && !Array.isArray(inner) && !(inner instanceof Date)
        ? Object.entries(flatten(inner, `${prefix}${key} `))
        : [[`${prefix}${key}`, inner]],
    ),
  );
}

/** `firstKgFee` → "First kg fee": a setting's field as staff read it. */
const fieldName = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Records a change to the shop's settings — a delivery zone or branch, the free-delivery amount, the payment rules, a
 * bank account, a message text — in the caller's transaction: added (no `before`), removed (no `after`) or changed
 * (every field that differs; nothing when none does).
 */
export async function recordSettingsChange<T extends object>(
  tx: Db | DbTx,
  entry: { item: ActivityItem; label: string; before?: T | null; after?: T | null; actorId: number; at: Date },
) {
  const { before, after, ...rest } = entry;
  const from = flatten(before ?? {});
  const to = flatten(after ?? {});
  const keys = Object.keys({ ...from, ...to });
  const labels = Object.fromEntries(keys.map((key) => [key, fieldName(key)]));
  const changes = changesBetween(from, to, labels);
  if (before && after && changes.length === 0) return;
  await recordActivity(tx, { ...rest, kind: "SETTINGS_CHANGED", changes });
}
