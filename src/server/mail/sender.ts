import type { Db } from "../../db/database";
import { emailOutbox } from "../../db/schema";
import type { Clock } from "../clock";
import type { Logger } from "../logger";
import { createOutboxWorker } from "../outbox/outbox-worker";

export { CLAIM_MS, MAX_ATTEMPTS, retryDelayMs } from "../outbox/outbox-worker";

/** What the sender needs of a mail transport; a nodemailer transporter is one. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

interface SenderDeps {
  db: Db;
  transport: MailTransport;
  from: string;
  clock: Clock;
  logger: Logger;
}

/** Delivers the e-mail outbox through the transport (retries, claims and give-up: outbox/outbox-worker.ts). */
export function createMailSender({ db, transport, from, clock, logger }: SenderDeps) {
  return createOutboxWorker({
    db,
    table: emailOutbox,
    clock,
    logger,
    what: "e-mail",
    deliver: (message) =>
      transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
      }),
  });
}
