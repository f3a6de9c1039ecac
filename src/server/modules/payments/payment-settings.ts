import { asc, eq } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { firstRow, writtenRow } from "../../../db/first-row";
import { bankAccounts } from "../../../db/schema";
import { rupeesToCents } from "../../../shared/money";
import { notFound } from "../../http/app-error";
import { readSettings, writeSetting } from "../../shop-settings";
import type { BankAccount, BankAccountInput, PaymentSettingsInput } from "./model";

type Reader = Db | DbTx;

/** Each setting's key in shop_settings and its value until an admin changes it. */
const SETTINGS = {
  codEnabled: { key: "payment_cod_enabled", fallback: 1 },
  codMaxCents: { key: "payment_cod_max_cents", fallback: 2_500_000 },
  codFeeCents: { key: "payment_cod_fee_cents", fallback: 0 },
  transferEnabled: { key: "payment_transfer_enabled", fallback: 1 },
  transferHoldHours: { key: "payment_transfer_hold_hours", fallback: 48 },
  payhereEnabled: { key: "payment_payhere_enabled", fallback: 1 },
  payhereHoldHours: { key: "payment_payhere_hold_hours", fallback: 1 },
  holdMaxUnitsPerPart: { key: "hold_max_units_per_part", fallback: 10 },
  holdMaxOrderCents: { key: "hold_max_order_cents", fallback: 15_000_000 },
  holdMaxUnitsPerClient: { key: "hold_max_units_per_client", fallback: 20 },
  holdMaxPercentOfStock: { key: "hold_max_percent_of_stock", fallback: 50 },
  holdMaxUnitsShop: { key: "hold_max_units_shop", fallback: 300 },
} as const;

type SettingName = keyof typeof SETTINGS;
export type PaymentRules = Record<SettingName, number>;

const toAccount = (row: typeof bankAccounts.$inferSelect): BankAccount => ({
  accountId: row.id,
  bank: row.bank,
  branch: row.branch,
  accountName: row.accountName,
  accountNumber: row.accountNumber,
});

/** The payment settings as numbers (cents, hours, 1/0), read in one query. */
export async function paymentRules(reader: Reader): Promise<PaymentRules> {
  const stored = await readSettings(
    reader,
    Object.values(SETTINGS).map((setting) => setting.key),
  );
  return Object.fromEntries(
    Object.entries(SETTINGS).map(([name, { key, fallback }]) => {
      const value = Number(stored.get(key) ?? Number.NaN);
      return [name, Number.isFinite(value) ? value : fallback];
    }),
  ) as PaymentRules;
}

export async function writePaymentRules(db: Reader, input: PaymentSettingsInput, at: Date): Promise<void> {
  const holds = input.unpaidHolds;
  const values: Partial<PaymentRules> = {
    codEnabled: input.cod.enabled ? 1 : 0,
    codMaxCents: rupeesToCents(input.cod.maxTotal),
    codFeeCents: rupeesToCents(input.cod.fee),
    transferEnabled: input.bankTransfer.enabled ? 1 : 0,
    transferHoldHours: input.bankTransfer.holdHours,
    payhereEnabled: input.payhere.enabled ? 1 : 0,
    payhereHoldHours: input.payhere.holdHours,
    ...(holds && {
      holdMaxUnitsPerPart: holds.maxUnitsPerPart,
      holdMaxOrderCents: rupeesToCents(holds.maxOrderValue),
      holdMaxUnitsPerClient: holds.maxUnitsPerClient,
      holdMaxPercentOfStock: holds.maxPercentOfStock,
      holdMaxUnitsShop: holds.maxUnitsShop,
    }),
  };
  await db.transaction(async (tx) => {
    for (const [name, value] of Object.entries(values))
      await writeSetting(tx, SETTINGS[name as SettingName].key, String(value), at);
  });
}

export async function listBankAccounts(reader: Reader): Promise<BankAccount[]> {
  return (await reader.select().from(bankAccounts).orderBy(asc(bankAccounts.position), asc(bankAccounts.id))).map(
    toAccount,
  );
}

const accountValues = (input: BankAccountInput) => ({
  bank: input.bank.trim(),
  branch: input.branch.trim(),
  accountName: input.accountName.trim(),
  accountNumber: input.accountNumber.trim(),
});

export async function createBankAccount(db: Reader, input: BankAccountInput): Promise<BankAccount> {
  const position = (await listBankAccounts(db)).length + 1;
  return toAccount(
    await writtenRow(
      db
        .insert(bankAccounts)
        .values({ ...accountValues(input), position })
        .returning(),
    ),
  );
}

export async function updateBankAccount(
  db: Reader,
  id: number,
  input: BankAccountInput,
  at: Date,
): Promise<BankAccount> {
  const row = await firstRow(
    db
      .update(bankAccounts)
      .set({ ...accountValues(input), updatedAt: at })
      .where(eq(bankAccounts.id, id))
      .returning(),
  );
  if (!row) throw notFound(`There is no bank account ${id}.`);
  return toAccount(row);
}

export async function removeBankAccount(db: Reader, id: number): Promise<BankAccount> {
  const row = await firstRow(db.delete(bankAccounts).where(eq(bankAccounts.id, id)).returning());
  if (!row) throw notFound(`There is no bank account ${id}.`);
  return toAccount(row);
}
