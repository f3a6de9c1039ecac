import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { orderNotes, orders } from "../../../db/schema";
import { isDistrict } from "../../../shared/districts";
import type { Clock } from "../../clock";
import { AppError, badRequest } from "../../http/app-error";
import type { StaffUser } from "../../http/staff-guard";
import { emailProblem, fieldErrors } from "../input-rules";
import { readMobile } from "../mobile-number";
import type { OrderTexts } from "../order-texts";
import { changesBetween, recordActivity } from "../security-log";
import { staffName } from "../users";
import type { DispatchBody, OrderDetailsBody } from "./model";
import { postalCodeProblem } from "./order-input";
import { type OrderDetail, requireOrder } from "./order-rows";

/** Orders still with the shop: their details may be corrected, and they may be dispatched. */
const OPEN = ["PENDING", "RECEIVED"] as const;

const DETAIL_LABELS = {
  customerFullName: "Name",
  customerEmail: "E-mail",
  customerPrimaryMobile: "Mobile",
  customerSecondaryMobile: "Second mobile",
  customerAddress: "Address",
  deliveryDistrict: "District",
  deliveryCity: "City",
  deliveryPostalCode: "Postal code",
} as const;

const text = (value: string | null | undefined) => value?.trim() ?? "";

/** A tracking link staff paste: a web address, nothing a browser would run. */
function trackingUrlProblem(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:"
      ? undefined
      : "The tracking link must be a web address starting with https://";
  } catch {
    return "The tracking link must be a web address starting with https://";
  }
}

/**
 * The orders desk (shared/permissions.ts: orders.notes, orders.details, orders.dispatch): staff's notes on an order,
 * the customer's contact and delivery details corrected before it leaves, and its dispatch with the courier and
 * tracking number. Each change is conditional on the order still being open and is recorded with it in the log.
 */
export function createOrderDesk({ db, clock, texts }: { db: Db; clock: Clock; texts: OrderTexts }) {
  const item = (order: OrderDetail) => `order:${order.orderId}` as const;

  return {
    addNote(reference: string, note: string, by: StaffUser): Promise<OrderDetail> {
      const body = note.trim();
      if (!body) throw badRequest("Write the note first.", [{ field: "text", message: "The note is empty" }]);
      return db.transaction(async (tx) => {
        const order = await requireOrder(tx, reference);
        const at = clock();
        await tx
          .insert(orderNotes)
          .values({ orderId: order.propertyId, authorId: by.id, author: await staffName(tx, by), at, text: body });
        await recordActivity(tx, {
          kind: "ORDER_NOTE",
          actorId: by.id,
          item: item(order),
          label: `Order ${order.orderId}`,
          changes: [{ field: "Note", before: null, after: body }],
          at,
        });
        return requireOrder(tx, reference);
      });
    },

    editDetails(reference: string, input: OrderDetailsBody, by: StaffUser): Promise<OrderDetail> {
      const primary = readMobile(input.customerPrimaryMobile);
      const secondaryText = text(input.customerSecondaryMobile);
      const secondary = secondaryText ? readMobile(secondaryText) : undefined;
      const email = text(input.customerEmail).normalize("NFKC");
      const values = {
        customerFullName: text(input.customerFullName),
        customerEmail: email,
        customerPrimaryMobile: primary.mobile ?? "",
        customerSecondaryMobile: secondary?.mobile ?? null,
        customerAddress: text(input.customerAddress),
        deliveryDistrict: text(input.deliveryDistrict) || null,
        deliveryCity: text(input.deliveryCity) || null,
        deliveryPostalCode: text(input.deliveryPostalCode) || null,
      };
      const { errors, check } = fieldErrors();
      check("customerFullName", values.customerFullName ? undefined : "Full name is required");
      check("customerPrimaryMobile", primary.problem);
      if (secondary) check("customerSecondaryMobile", secondary.problem);
      if (email) check("customerEmail", emailProblem(email));
      if (values.deliveryDistrict && !isDistrict(values.deliveryDistrict))
        check("deliveryDistrict", "Choose a district from the list");
      if (values.deliveryPostalCode) check("deliveryPostalCode", postalCodeProblem(values.deliveryPostalCode));
      if (errors.length > 0) throw badRequest(`Please check: ${errors.map((e) => e.message).join("; ")}`, errors);

      return db.transaction(async (tx) => {
        const order = await requireOrder(tx, reference);
        const before = await firstRow(tx.select().from(orders).where(eq(orders.id, order.propertyId)));
        if (!before) throw new AppError(404, `There is no order ${reference.trim()}.`);
        if (before.deliveryMethod !== "PICKUP" && !values.customerAddress)
          throw badRequest("An order the courier brings needs an address.", [
            { field: "customerAddress", message: "Address is required" },
          ]);
        const changes = changesBetween(before, values, DETAIL_LABELS);
        if (changes.length === 0) return order;
        const changed = await firstRow(
          tx
            .update(orders)
            .set({ ...values, updatedAt: clock() })
            .where(and(eq(orders.id, order.propertyId), inArray(orders.status, OPEN), isNull(orders.dispatchedAt)))
            .returning({ id: orders.id }),
        );
        if (!changed)
          throw new AppError(
            409,
            `Order ${order.orderId} has left the shop (${order.dispatch ? "dispatched" : order.orderStatus.toLowerCase()}): its details can no longer be changed.`,
          );
        await recordActivity(tx, {
          kind: "ORDER_DETAILS",
          actorId: by.id,
          item: item(order),
          label: `Order ${order.orderId}`,
          changes,
          at: clock(),
        });
        return requireOrder(tx, reference);
      });
    },

    /**
     * Hands a confirmed (Received) delivery order to the courier: records which, its tracking number and link, and
     * texts the customer. Once only: a second dispatch, or one of an order not Received, is a 409.
     */
    dispatch(reference: string, input: DispatchBody, by: StaffUser): Promise<OrderDetail> {
      const courier = text(input.courier);
      const trackingNumber = text(input.trackingNumber).toUpperCase();
      const trackingUrl = text(input.trackingUrl) || null;
      const { errors, check } = fieldErrors();
      check("courier", courier ? undefined : "Choose or type the courier");
      check("trackingNumber", trackingNumber ? undefined : "Enter the courier's tracking number");
      if (trackingUrl) check("trackingUrl", trackingUrlProblem(trackingUrl));
      if (errors.length > 0) throw badRequest(`Please check: ${errors.map((e) => e.message).join("; ")}`, errors);

      return db.transaction(async (tx) => {
        const order = await requireOrder(tx, reference);
        if (order.delivery.method === "PICKUP")
          throw new AppError(409, `Order ${order.orderId} is collected from the shop: there is nothing to dispatch.`);
        const at = clock();
        const dispatched = await firstRow(
          tx
            .update(orders)
            .set({ courier, trackingNumber, trackingUrl, dispatchedAt: at, updatedAt: at })
            .where(and(eq(orders.id, order.propertyId), eq(orders.status, "RECEIVED"), isNull(orders.dispatchedAt)))
            .returning({ id: orders.id }),
        );
        if (!dispatched) {
          throw new AppError(
            409,
            order.dispatch
              ? `Order ${order.orderId} was already dispatched with ${order.dispatch.courier} (${order.dispatch.trackingNumber}).`
              : `Order ${order.orderId} is ${order.orderStatus}: confirm it (Received) before dispatching it.`,
          );
        }
        await recordActivity(tx, {
          kind: "ORDER_DISPATCHED",
          actorId: by.id,
          item: item(order),
          label: `Order ${order.orderId}`,
          changes: [
            { field: "Courier", before: null, after: courier },
            { field: "Tracking number", before: null, after: trackingNumber },
          ],
          at,
        });
        await texts.toCustomer(tx, order.propertyId, "order-dispatched");
        return requireOrder(tx, reference);
      });
    },
  };
}

export type OrderDesk = ReturnType<typeof createOrderDesk>;
