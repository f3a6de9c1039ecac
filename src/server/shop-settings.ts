import { eq, inArray } from "drizzle-orm";
import type { Db, DbTx } from "../db/database";
import { shopSettings } from "../db/schema";

type Reader = Db | DbTx;

/**
 * Shop-wide settings by name, as text (`shop_settings`): the features that keep one (payments, delivery, messages,
 * the two-step rule) read and write them here. Writing one ends the storefront's kept answers (a catalog-version
 * trigger on the table).
 */
export function readSettings(reader: Reader, keys: readonly string[]): Map<string, string> {
  if (keys.length === 0) return new Map();
  return new Map(
    reader
      .select({ key: shopSettings.key, value: shopSettings.value })
      .from(shopSettings)
      .where(inArray(shopSettings.key, [...keys]))
      .all()
      .map((row) => [row.key, row.value]),
  );
}

export const readSetting = (reader: Reader, key: string): string | undefined => readSettings(reader, [key]).get(key);

/** Sets a setting, or removes it (back to its default) for null. */
export function writeSetting(writer: Reader, key: string, value: string | null, at = new Date()): void {
  if (value === null) {
    writer.delete(shopSettings).where(eq(shopSettings.key, key)).run();
    return;
  }
  writer
    .insert(shopSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: at } })
    .run();
}
