import { and, desc, eq } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { orderItems, orders, paymentSlips } from "../../../db/schema";
import { centsToRupees, formatRupees, rupeesToCents } from "../../../shared/money";
import {
  FIRST_PAYMENT_STATUS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  type PaymentMethod,
  type PaymentStatus,
} from "../../../shared/payment-status";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import { AppError, notFound } from "../../http/app-error";
import type { StaffUser } from "../../http/staff-guard";
import { unprocessable } from "../catalog-rules";
import type { OrderTexts } from "../order-texts";
import { type ActivityItem, recordActivity, recordSettingsChange } from "../security-log";
import { staffName } from "../users";
import { assignInvoiceNumber } from "./invoice-number";
import type { BankAccountInput, OfferedMethod, PaymentSettings, PaymentSettingsInput } from "./model";
import { settlePaid } from "./paid-order-stock";
import { checkoutFields, type PayHereAccount } from "./payhere";
import { movePayment, paymentOf, recordPayment, refusedMove } from "./payment-moves";
import {
  createBankAccount,
  listBankAccounts,
  paymentRules,
  removeBankAccount,
  updateBankAccount,
  writePaymentRules,
} from "./payment-settings";
import { type CheckedSlip, createSlipStore } from "./slips";

export const NOTIFY_PATH = "/api/v1/payments/payhere/notify";

/** The payment an order is placed with: its method, first status and the COD fee it adds. */
export interface ChosenPayment {
  method: PaymentMethod;
  status: PaymentStatus;
  codFeeCents: number;
}

export interface PaymentServiceDeps {
  db: Db;
  clock: Clock;
  /** The customer's texts about their order (messages' createOrderTexts, handed in by services.ts). */
  texts: OrderTexts;
  config: Pick<Config, "payhere" | "publicUrl" | "slipsDir" | "shopName">;
}

const EXPLANATIONS: Record<PaymentMethod, string> = {
  COD: "Pay the courier in cash when the parts reach you, or pay at the counter when you collect.",
  BANK_TRANSFER: "Pay into our bank account with your order number as the reference, then send us a photo of the slip.",
  PAYHERE: "Pay now by Visa, Mastercard, Amex, eZ Cash or mCash on PayHere's secure page.",
};

/** Statuses the customer may leave for another method (the card did not go through). */
const SWITCHABLE: readonly PaymentStatus[] = ["AWAITING_GATEWAY", "FAILED", "CANCELED"];

/**
 * Payments (docs/decisions/034-payments.md): the methods an admin enables, the choice at checkout, and every
 * move of an order's payment (staff, customer, PayHere) through the one transition table, each a conditional update.
 */
export function createPaymentService({ db, clock, config, texts }: PaymentServiceDeps) {
  const slips = createSlipStore(config.slipsDir);
  const account: PayHereAccount | undefined =
    config.payhere.merchantId && config.payhere.merchantSecret
      ? {
          merchantId: config.payhere.merchantId,
          merchantSecret: config.payhere.merchantSecret,
          checkoutUrl: config.payhere.checkoutUrl,
        }
      : undefined;

  /** Every method with whether this order total may use it, and why not. */
  async function offered(totalCents: number, reader: Db | DbTx = db): Promise<OfferedMethod[]> {
    const rules = await paymentRules(reader);
    const accounts = await listBankAccounts(reader);
    const why: Record<PaymentMethod, string | null> = {
      COD: !rules.codEnabled
        ? "Cash on delivery is not offered at the moment."
        : totalCents + rules.codFeeCents > rules.codMaxCents
          ? `Cash on delivery is for orders up to ${formatRupees(centsToRupees(rules.codMaxCents))}.`
          : null,
      BANK_TRANSFER:
        !rules.transferEnabled || accounts.length === 0 ? "Bank transfer is not offered at the moment." : null,
      PAYHERE: !rules.payhereEnabled || !account ? "Card payment is not offered at the moment." : null,
    };
    return PAYMENT_METHODS.map((method) => ({
      method,
      label: PAYMENT_METHOD_LABELS[method],
      explanation: EXPLANATIONS[method],
      available: why[method] === null,
      reason: why[method],
      fee: method === "COD" ? centsToRupees(rules.codFeeCents) : 0,
    }));
  }

  /**
   * The payment an order is placed with, checked against the settings inside the order's transaction. Without a
   * choice (the spec's order body) it is cash on delivery when that is allowed for the total.
   */
  async function choose(tx: DbTx, method: PaymentMethod | undefined, totalCents: number): Promise<ChosenPayment> {
    const methods = await offered(totalCents, tx);
    const picked = methods.find((offer) => offer.method === (method ?? "COD"));
    if (!picked?.available) {
      const others = methods.filter((offer) => offer.available).map((offer) => offer.label.toLowerCase());
      const hint = others.length > 0 ? ` Please choose ${others.join(" or ")}.` : " Please call us to order.";
      const reason = picked?.reason ?? "Choose how you will pay.";
      throw unprocessable(`${reason}${hint}`, [{ field: "payment.method", message: reason }]);
    }
    const chosen = picked.method;
    return {
      method: chosen,
      status: FIRST_PAYMENT_STATUS[chosen],
      codFeeCents: chosen === "COD" ? rupeesToCents(picked.fee) : 0,
    };
  }

  /**
   * Records a new order's first payment status; a COD order gets its invoice number now (marked unpaid). Returns
   * both, so placing an order need not read them back.
   */
  async function begin(tx: DbTx, orderId: number, chosen: ChosenPayment, at: Date) {
    const change = await recordPayment(tx, {
      orderId,
      from: null,
      to: chosen.status,
      actor: "CUSTOMER",
      changedBy: "Customer",
      at,
    });
    const invoiceNumber = chosen.method === "COD" ? await assignInvoiceNumber(tx, orderId, at) : null;
    return { change, invoiceNumber };
  }

  async function requirePayment(tx: DbTx, orderId: number) {
    const payment = await paymentOf(tx, orderId);
    if (!payment) throw notFound("There is no such order.");
    return payment;
  }

  /** A staff or admin move of an order's payment, in one immediate transaction; 409 when it cannot apply. */
  async function staffMove(
    orderId: number,
    to: PaymentStatus,
    by: StaffUser,
    extra: { note?: string; amountCents?: number; refundedCents?: number } = {},
    /** A check on the payment as read in the same transaction (a refund's amount against the total). */
    check?: (payment: NonNullable<Awaited<ReturnType<typeof paymentOf>>>) => void,
  ) {
    await db.transaction(async (tx) => {
      const payment = await requirePayment(tx, orderId);
      check?.(payment);
      const at = clock();
      const moved = await movePayment(tx, {
        orderId,
        from: payment.status,
        to,
        actor: by.role,
        changedBy: await staffName(tx, by),
        changedByUserId: by.id,
        at,
        note: extra.note,
        amountCents: extra.amountCents,
        also: extra.refundedCents === undefined ? undefined : { refundedCents: extra.refundedCents },
      });
      if (!moved) throw refusedMove(payment.status, to);
      if (to === "PAID") await settlePaid(tx, texts, orderId, at);
      await loggedMove(tx, by, payment, to, extra.note, at);
    });
  }

  async function settingsNow(reader: Db | DbTx = db): Promise<PaymentSettings> {
    const rules = await paymentRules(reader);
    return {
      cod: {
        enabled: rules.codEnabled === 1,
        maxTotal: centsToRupees(rules.codMaxCents),
        fee: centsToRupees(rules.codFeeCents),
      },
      bankTransfer: {
        enabled: rules.transferEnabled === 1,
        holdHours: rules.transferHoldHours,
        accounts: await listBankAccounts(reader),
      },
      payhere: {
        enabled: rules.payhereEnabled === 1,
        holdHours: rules.payhereHoldHours,
        configured: account !== undefined,
        checkoutUrl: config.payhere.checkoutUrl,
        notifyUrl: `${config.publicUrl}${NOTIFY_PATH}`,
      },
      unpaidHolds: {
        maxUnitsPerPart: rules.holdMaxUnitsPerPart,
        maxOrderValue: centsToRupees(rules.holdMaxOrderCents),
        maxUnitsPerClient: rules.holdMaxUnitsPerClient,
        maxPercentOfStock: rules.holdMaxPercentOfStock,
        maxUnitsShop: rules.holdMaxUnitsShop,
      },
    };
  }

  /** The payment rules as staff set them (money in rupees), for the activity log's before → after. */
  const rulesShown = async (reader: DbTx) => {
    const { bankTransfer, payhere, ...rest } = await settingsNow(reader);
    return {
      ...rest,
      bankTransfer: { enabled: bankTransfer.enabled, holdHours: bankTransfer.holdHours },
      payhere: { enabled: payhere.enabled, holdHours: payhere.holdHours },
    };
  };

  const logged = <T extends object>(
    tx: Db | DbTx,
    by: StaffUser,
    item: ActivityItem,
    label: string,
    before: T | null,
    after: T | null,
  ) => recordSettingsChange(tx, { item, label, before, after, actorId: by.id, at: clock() });

  /** A staff member's move of a payment, in the activity log beside the order's own payment history. */
  async function loggedMove(
    tx: DbTx,
    by: StaffUser,
    payment: { orderNumber: string; status: PaymentStatus },
    to: PaymentStatus,
    note: string | undefined,
    at: Date,
  ) {
    await recordActivity(tx, {
      kind: "PAYMENT_RECORDED",
      actorId: by.id,
      item: `order:${payment.orderNumber}`,
      label: `Order ${payment.orderNumber}`,
      changes: [
        { field: "Payment", before: PAYMENT_STATUS_LABELS[payment.status], after: PAYMENT_STATUS_LABELS[to] },
        ...(note ? [{ field: "Note", before: null, after: note }] : []),
      ],
      at,
    });
  }

  function latestSlip(reader: Db | DbTx, orderId: number) {
    return firstRow(
      reader
        .select()
        .from(paymentSlips)
        .where(eq(paymentSlips.orderId, orderId))
        .orderBy(desc(paymentSlips.id))
        .limit(1),
    );
  }

  return {
    account,
    /** The customer's texts about their order, for the features that move it (orders/order-status.ts). */
    texts,
    offered,
    choose,
    begin,

    settings: () => settingsNow(),
    async saveSettings(input: PaymentSettingsInput, by: StaffUser) {
      await db.transaction(async (tx) => {
        const before = await rulesShown(tx);
        await writePaymentRules(tx, input, clock());
        await logged(tx, by, "setting:payments", "Payment settings", before, await rulesShown(tx));
      });
    },
    bankAccounts: (reader: Db | DbTx = db) => listBankAccounts(reader),
    createBankAccount: (input: BankAccountInput, by: StaffUser) =>
      db.transaction(async (tx) => {
        const account = await createBankAccount(tx, input);
        await logged(tx, by, `bank-account:${account.accountId}`, `${account.bank} account`, null, account);
        return account;
      }),
    updateBankAccount: (id: number, input: BankAccountInput, by: StaffUser) =>
      db.transaction(async (tx) => {
        const before = (await listBankAccounts(tx)).find((account) => account.accountId === id) ?? null;
        const account = await updateBankAccount(tx, id, input, clock());
        await logged(tx, by, `bank-account:${id}`, `${account.bank} account`, before, account);
        return account;
      }),
    removeBankAccount: (id: number, by: StaffUser) =>
      db.transaction(async (tx) => {
        const account = await removeBankAccount(tx, id);
        await logged(tx, by, `bank-account:${id}`, `${account.bank} account`, account, null);
        return account;
      }),

    /** Staff mark the cash received or the transfer seen in the bank (with or without a slip). */
    markPaid: (orderId: number, by: StaffUser, note?: string) => staffMove(orderId, "PAID", by, { note }),

    /** Staff reject the latest slip with a reason the customer reads; they may send another. */
    rejectSlip(orderId: number, reason: string, by: StaffUser) {
      return db.transaction(async (tx) => {
        const payment = await requirePayment(tx, orderId);
        const moved = await movePayment(tx, {
          orderId,
          from: payment.status,
          to: "AWAITING_TRANSFER",
          actor: by.role,
          changedBy: await staffName(tx, by),
          changedByUserId: by.id,
          at: clock(),
          note: reason,
        });
        if (!moved || payment.status !== "SLIP_RECEIVED") throw refusedMove(payment.status, "AWAITING_TRANSFER");
        await loggedMove(tx, by, payment, "AWAITING_TRANSFER", `Slip rejected: ${reason}`, clock());
        const slip = await latestSlip(tx, orderId);
        if (slip) await tx.update(paymentSlips).set({ rejectedReason: reason }).where(eq(paymentSlips.id, slip.id));
        await texts.toCustomer(tx, orderId, "slip-rejected", {
          eventKey: `slip-rejected:${slip?.id ?? orderId}`,
          reason,
        });
        return payment;
      });
    },

    /** An admin records money given back on a paid order (at most what was paid). */
    async refund(orderId: number, amountCents: number, reason: string, by: StaffUser) {
      await staffMove(orderId, "REFUNDED", by, { note: reason, amountCents, refundedCents: amountCents }, (payment) => {
        if (amountCents > payment.totalCents) {
          throw new AppError(
            422,
            `A refund can be at most the order's total, ${formatRupees(centsToRupees(payment.totalCents))}.`,
            [{ field: "amount", message: "At most the order's total" }],
          );
        }
      });
    },

    /** A customer's bank slip for an open transfer order: kept privately, the payment waits for staff. */
    async uploadSlip(orderId: number, slip: CheckedSlip) {
      const fileName = slips.save(slip);
      try {
        await db.transaction(async (tx) => {
          const payment = await requirePayment(tx, orderId);
          if (payment.orderStatus === "CANCELED") {
            throw new AppError(409, `Order ${payment.orderNumber} was canceled: please call us before paying.`);
          }
          if (payment.status === "SLIP_RECEIVED") {
            throw new AppError(409, "We already have your slip and are checking it. We will tell you once it is done.");
          }
          if (payment.status !== "AWAITING_TRANSFER") {
            throw new AppError(409, `Order ${payment.orderNumber} is not waiting for a bank transfer.`);
          }
          const at = clock();
          const moved = await movePayment(tx, {
            orderId,
            from: "AWAITING_TRANSFER",
            to: "SLIP_RECEIVED",
            actor: "CUSTOMER",
            changedBy: "Customer",
            at,
          });
          if (!moved) throw new AppError(409, "Your slip arrived twice: we kept the first one.");
          await tx.insert(paymentSlips).values({
            orderId,
            fileName,
            contentType: slip.contentType,
            sizeBytes: slip.bytes.length,
            uploadedAt: at,
          });
        });
      } catch (error) {
        slips.remove(fileName);
        throw error;
      }
    },

    async slipFile(orderId: number, slipId: number) {
      const slip = await firstRow(
        db
          .select()
          .from(paymentSlips)
          .where(and(eq(paymentSlips.id, slipId), eq(paymentSlips.orderId, orderId))),
      );
      if (!slip) throw notFound("There is no such slip.");
      return { bytes: slips.read(slip.fileName), contentType: slip.contentType };
    },

    /**
     * The customer leaves a card payment that did not go through for another method (or tries the card again),
     * while the order is open. Cash on delivery adds its fee to the total and must be within its limit.
     */
    switchMethod(orderId: number, method: PaymentMethod) {
      return db.transaction(async (tx) => {
        const payment = await requirePayment(tx, orderId);
        if (payment.orderStatus !== "PENDING" || !SWITCHABLE.includes(payment.status)) {
          throw new AppError(409, `The payment of order ${payment.orderNumber} cannot be changed now.`);
        }
        const withoutFee = payment.totalCents - payment.codFeeCents;
        const chosen = await choose(tx, method, withoutFee);
        const at = clock();
        const moved = await movePayment(tx, {
          orderId,
          from: payment.status,
          to: chosen.status,
          actor: "CUSTOMER",
          changedBy: "Customer",
          at,
          note: `Changed to ${PAYMENT_METHOD_LABELS[method].toLowerCase()}`,
          also: { paymentMethod: method },
        });
        if (!moved) throw new AppError(409, "The payment changed meanwhile: please look at the order again.");
        await tx
          .update(orders)
          .set({ codFeeCents: chosen.codFeeCents, totalCents: withoutFee + chosen.codFeeCents })
          .where(eq(orders.id, orderId));
        if (method === "COD") await assignInvoiceNumber(tx, orderId, at);
        return chosen;
      });
    },

    /** The auto-submitting form that sends the customer to PayHere for an order awaiting its card payment. */
    async payhereCheckout(orderId: number): Promise<{ action: string; fields: Record<string, string> } | undefined> {
      if (!account) return undefined;
      const record = await firstRow(db.select().from(orders).where(eq(orders.id, orderId)));
      if (!record || record.paymentMethod !== "PAYHERE" || record.paymentStatus !== "AWAITING_GATEWAY")
        return undefined;
      const items = await db
        .select({ name: orderItems.productName, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      const orderPage = `${config.publicUrl}/client/orders/${record.orderNumber}`;
      return {
        action: account.checkoutUrl,
        fields: checkoutFields(
          account,
          {
            orderNumber: record.orderNumber,
            totalCents: record.totalCents,
            items: items
              .map((item) => `${item.name} × ${item.quantity}`)
              .join(", ")
              .slice(0, 250),
            customer: {
              fullName: record.customerFullName,
              email: record.customerEmail || null,
              mobile: record.customerPrimaryMobile,
              address: record.customerAddress,
              city: record.deliveryCity,
            },
          },
          { returnUrl: orderPage, cancelUrl: orderPage, notifyUrl: `${config.publicUrl}${NOTIFY_PATH}` },
        ),
      };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
