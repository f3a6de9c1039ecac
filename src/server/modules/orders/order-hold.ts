import type { Db } from "../../../db/database";
import type { Clock } from "../../clock";
import type { Logger } from "../../logger";
import type { OrderTexts } from "../order-texts";
import { createOrderStatus } from "./order-status";

/**
 * Runs the hold now and then every `everyMs`: open orders whose payment did not come within its method's window are
 * canceled and their stock returned (order-status.ts). The returned function stops it.
 */
export async function startOrderHold({
  db,
  clock,
  logger,
  texts,
  everyMs = 60_000,
}: {
  db: Db;
  clock: Clock;
  logger: Logger;
  texts: OrderTexts;
  everyMs?: number;
}): Promise<() => void> {
  const statusChanges = createOrderStatus({ db, clock, texts });
  const pass = async () => {
    try {
      const released = await statusChanges.releaseUnpaid();
      if (released.length > 0) logger.info("canceled orders not paid in time", { orders: released });
    } catch (error) {
      logger.error("canceling unpaid orders failed", { error: (error as Error)?.message });
    }
  };
  await pass();
  const timer = setInterval(pass, everyMs);
  return () => clearInterval(timer);
}
