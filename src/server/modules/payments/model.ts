import { t } from "elysia";
import { PAYMENT_ACTORS, PAYMENT_METHODS, PAYMENT_STATUSES } from "../../../shared/payment-status";
import { oneOf } from "../../http/query-params";

const rupees = (field: string, description: string) =>
  t.Number({
    minimum: 0,
    maximum: 10_000_000,
    error: `${field} must be an amount in rupees from 0 to 10,000,000`,
    field,
    description,
  });

const hours = (field: string, description: string) =>
  t.Integer({
    minimum: 0,
    maximum: 720,
    error: `${field} must be a whole number of hours from 0 to 720`,
    field,
    description,
  });

const units = (field: string, description: string) =>
  t.Integer({
    minimum: 1,
    maximum: 100_000,
    error: `${field} must be a whole number of units from 1 to 100,000`,
    field,
    description,
  });

/**
 * How much stock unpaid orders may hold (denial of inventory): an order within every limit takes its stock when
 * placed; one beyond any of them is placed without stock and waits for staff to confirm it.
 */
const unpaidHolds = t.Object(
  {
    maxUnitsPerPart: units("unpaidHolds.maxUnitsPerPart", "The most units of one part an unpaid order holds"),
    maxOrderValue: rupees("unpaidHolds.maxOrderValue", "The largest items total (rupees) an unpaid order holds"),
    maxUnitsPerClient: units(
      "unpaidHolds.maxUnitsPerClient",
      "The most units one customer (mobile or e-mail) holds across their open unpaid orders; one client address holds up to 25 times this",
    ),
    maxPercentOfStock: t.Integer({
      minimum: 1,
      maximum: 100,
      error: "unpaidHolds.maxPercentOfStock must be a whole percentage from 1 to 100",
      field: "unpaidHolds.maxPercentOfStock",
      description:
        "The most of one part's stock (per cent, rounded up) open unpaid orders together hold; the first is bounded by the per-order limits alone",
    }),
    maxUnitsShop: units(
      "unpaidHolds.maxUnitsShop",
      "The most units all open unpaid orders together hold, across the whole shop",
    ),
  },
  { description: "Beyond any of these an order is placed without its stock and waits for staff" },
);

const line = (field: string, maxLength: number) =>
  t.String({
    minLength: 1,
    maxLength,
    error: `${field} is required (at most ${maxLength} characters)`,
    field,
  });

export const bankAccountBody = t.Object(
  {
    bank: line("bank", 80),
    branch: line("branch", 80),
    accountName: line("accountName", 120),
    accountNumber: t.String({
      minLength: 4,
      maxLength: 30,
      pattern: "^[0-9][0-9 -]*[0-9]$",
      error: "accountNumber must be the account's digits (spaces and dashes allowed)",
      field: "accountNumber",
    }),
  },
  { title: "BankAccountInput" },
);
export type BankAccountInput = typeof bankAccountBody.static;

export const bankAccount = t.Object({ accountId: t.Number(), ...bankAccountBody.properties });
export type BankAccount = typeof bankAccount.static;

export const paymentSettingsBody = t.Object({
  cod: t.Object({
    enabled: t.Boolean({ error: "cod.enabled must be true or false", field: "cod.enabled" }),
    maxTotal: rupees("cod.maxTotal", "The largest order total (rupees) that may be paid on delivery"),
    fee: rupees("cod.fee", "Rupees added to an order paid on delivery (0: none)"),
  }),
  bankTransfer: t.Object({
    enabled: t.Boolean({ error: "bankTransfer.enabled must be true or false", field: "bankTransfer.enabled" }),
    holdHours: hours("bankTransfer.holdHours", "An unpaid transfer order is canceled after this many hours (0: never)"),
  }),
  payhere: t.Object({
    enabled: t.Boolean({ error: "payhere.enabled must be true or false", field: "payhere.enabled" }),
    holdHours: hours("payhere.holdHours", "An unpaid card order is canceled after this many hours (0: never)"),
  }),
  unpaidHolds: t.Optional(unpaidHolds),
});
export type PaymentSettingsInput = typeof paymentSettingsBody.static;

export const paymentSettings = t.Object({
  cod: paymentSettingsBody.properties.cod,
  bankTransfer: t.Object({ ...paymentSettingsBody.properties.bankTransfer.properties, accounts: t.Array(bankAccount) }),
  payhere: t.Object({
    ...paymentSettingsBody.properties.payhere.properties,
    configured: t.Boolean({ description: "PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET are set" }),
    checkoutUrl: t.String(),
    notifyUrl: t.String({ description: "The URL to register with PayHere (from PUBLIC_URL)" }),
  }),
  unpaidHolds,
});
export type PaymentSettings = typeof paymentSettings.static;

/** A payment method as checkout offers it: unavailable ones say why (over the COD limit, no account set …). */
export const offeredMethod = t.Object({
  method: t.UnionEnum(PAYMENT_METHODS),
  label: t.String(),
  explanation: t.String(),
  available: t.Boolean(),
  reason: t.Nullable(t.String()),
  fee: t.Number({ description: "Rupees added for this method (the COD fee)" }),
});
export type OfferedMethod = typeof offeredMethod.static;

export const paymentChange = t.Object({
  fromStatus: t.Nullable(t.UnionEnum(PAYMENT_STATUSES)),
  toStatus: t.UnionEnum(PAYMENT_STATUSES),
  actor: t.UnionEnum(PAYMENT_ACTORS),
  changedBy: t.String(),
  changedAt: t.String({ format: "date-time" }),
  note: t.Nullable(t.String()),
  amount: t.Nullable(t.Number({ description: "A refund's rupees" })),
});
export type PaymentChange = typeof paymentChange.static;

export const slipRow = t.Object({
  slipId: t.Number(),
  contentType: t.String(),
  sizeBytes: t.Number(),
  uploadedAt: t.String({ format: "date-time" }),
  rejectedReason: t.Nullable(t.String()),
});
export type SlipRow = typeof slipRow.static;

export const orderPayment = t.Object({
  method: t.UnionEnum(PAYMENT_METHODS),
  status: t.UnionEnum(PAYMENT_STATUSES),
  codFee: t.Number({ description: "Rupees (part of totalAmount)" }),
  refunded: t.Number({ description: "Rupees given back" }),
  invoiceNumber: t.Nullable(t.String()),
  gateway: t.Nullable(
    t.Object({ paymentId: t.Nullable(t.String()), method: t.Nullable(t.String()), message: t.Nullable(t.String()) }),
  ),
});

export const paymentChoiceBody = t.Object({ method: oneOf("payment.method", PAYMENT_METHODS) });

export const rejectBody = t.Object({
  reason: t.String({
    minLength: 3,
    maxLength: 300,
    error: "reason is required: tell the customer what is wrong with the slip (3–300 characters)",
    field: "reason",
  }),
});

export const refundBody = t.Object({
  amount: t.Number({
    exclusiveMinimum: 0,
    maximum: 10_000_000,
    error: "amount must be rupees above 0",
    field: "amount",
  }),
  reason: t.String({
    minLength: 3,
    maxLength: 300,
    error: "reason is required (3–300 characters)",
    field: "reason",
  }),
});
