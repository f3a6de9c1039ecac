import type { Db } from "../../../db/database";
import { smsOutbox } from "../../../db/schema";
import type { Clock } from "../../clock";
import type { Logger } from "../../logger";
import { createOutboxWorker } from "../../outbox/outbox-worker";
import { gatewayNumber, type SmsGateway } from "./sms-gateway";

/** Delivers the SMS outbox through the gateway (retries, claims and give-up: outbox/outbox-worker.ts). */
export function createSmsSender({
  db,
  gateway,
  clock,
  logger,
}: {
  db: Db;
  gateway: SmsGateway;
  clock: Clock;
  logger: Logger;
}) {
  return createOutboxWorker({
    db,
    table: smsOutbox,
    clock,
    logger,
    what: "SMS",
    deliver: (text) => gateway.send(gatewayNumber(text.recipient), text.body),
  });
}
