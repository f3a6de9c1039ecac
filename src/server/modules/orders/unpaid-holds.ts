import { and, eq, inArray, or, sql, sum } from "drizzle-orm";
import { lockNames } from "../../../db/advisory-locks";
import type { DbTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { orders } from "../../../db/schema";
import type { PaymentStatus } from "../../../shared/payment-status";
import { paymentRules } from "../payments";

/** Payments still to come: an order in one of these holds its stock on the customer's word alone. */
const UNPAID: PaymentStatus[] = ["COD_DUE", "AWAITING_TRANSFER", "SLIP_RECEIVED", "AWAITING_GATEWAY", "FAILED"];

export interface HoldRequest {
  /** Units of each line. */
  quantities: number[];
  itemsCents: number;
  /** Who is ordering: the client's address (an IPv6 /64), mobile (E.164) and e-mail, any of which may be missing. */
  address?: string;
  mobile: string;
  email: string | null;
}

/**
 * Whether a new unpaid order may take its stock now (denial of inventory, OWASP OAT-021): each line within the
 * units of one part, the items within the order value, and the client's open unpaid orders plus this one within the
 * units one client may hold, the client being any of their address, mobile or e-mail. Orders staff have confirmed
 * (past PENDING) no longer count: a person looked at them. Beyond any limit the order is placed without stock and
 * waits for staff. Read inside the placement's transaction, one client's placements taking turns (advisory-locks.ts), so
 * two orders cannot both squeeze under.
 */
export async function mayHoldStock(tx: DbTx, request: HoldRequest): Promise<boolean> {
  const rules = await paymentRules(tx);
  if (request.quantities.some((quantity) => quantity > rules.holdMaxUnitsPerPart)) return false;
  if (request.itemsCents > rules.holdMaxOrderCents) return false;
  const units = request.quantities.reduce((total, quantity) => total + quantity, 0);
  // One client's orders take turns from here to their commit, so two cannot both squeeze under the limit.
  await lockNames(
    tx,
    [request.address, request.mobile, request.email?.toLowerCase()].flatMap((key) =>
      key ? [`held-stock\n${key}`] : [],
    ),
  );
  const sameClient = or(
    request.address ? eq(orders.clientAddress, request.address) : undefined,
    eq(orders.customerPrimaryMobile, request.mobile),
    request.email ? sql`lower(${orders.customerEmail}) = ${request.email.toLowerCase()}` : undefined,
  );
  const held = await firstRow(
    tx
      .select({ units: sum(orders.totalQty) })
      .from(orders)
      .where(
        and(
          eq(orders.status, "PENDING"),
          eq(orders.stockHeld, true),
          inArray(orders.paymentStatus, UNPAID),
          sameClient,
        ),
      ),
  );
  return Number(held?.units ?? 0) + units <= rules.holdMaxUnitsPerClient;
}
