import { eq, inArray } from "drizzle-orm";
import type { Db, DbTx } from "../db/database";
import { shopSettings } from "../db/schema";

type Reader = Db | DbTx;

/**
 * Shop-wide settings by name, as text (`shop_settings`): the features that keep one (payments, delivery, messages,
 * the two-step rule) read and write them here. Writing one ends the storefront's cached answers (a catalog-version
 * trigger on the table).
 */
export async function readSettings(reader: Reader, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  return new Map(
    (
      await reader
        .select({ key: shopSettings.key, value: shopSettings.value })
        .from(shopSettings)
        .where(inArray(shopSettings.key, [...keys]))
    ).map((row) => [row.key, row.value]),
  );
}

export const readSetting = async (reader: Reader, key: string): Promise<string | undefined> =>
  (await readSettings(reader, [key])).get(key);

/** Sets a setting, or removes it (back to its default) for null. */
export async function writeSetting(writer: Reader, key: string, value: string | null, at: Date): Promise<void> {
  if (value === null) {
    await writer.delete(shopSettings).where(eq(shopSettings.key, key));
    return;
  }
  await writer
    .insert(shopSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: at } });
}
