import type { Db } from "../../../db/database";
import type { Clock } from "../../clock";
import type { Logger } from "../../logger";
import { createOrderStatus } from "./order-status";

/**
 * Runs the "hold stock" rule now and then every `everyMs`: PENDING orders older than `holdHours` are canceled and
 * their stock returned (order-status.ts). The returned function stops it; 0 hours means the rule is off.
 */
export function startOrderHold({
  db,
  clock,
  holdHours,
  logger,
  everyMs = 60_000,
}: {
  db: Db;
  clock: Clock;
  holdHours: number;
  logger: Logger;
  everyMs?: number;
}): () => void {
  if (holdHours === 0) return () => {};
  const statusChanges = createOrderStatus({ db, clock });
  const pass = () => {
    try {
      const released = statusChanges.releaseUnconfirmed(holdHours);
      if (released.length > 0) logger.info("canceled orders not confirmed in time", { orders: released, holdHours });
    } catch (error) {
      logger.error("releasing unconfirmed orders failed", { error: (error as Error)?.message });
    }
  };
  pass();
  const timer = setInterval(pass, everyMs);
  return () => clearInterval(timer);
}
