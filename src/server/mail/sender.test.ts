import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { closeDatabase } from "../../db/database";
import { firstRow } from "../../db/first-row";
import { emailOutbox } from "../../db/schema";
import { tempFolder } from "../../test/temp-folders";
import { testDatabase } from "../../test/test-database";
import { createLogger } from "../logger";
import { queueEmail } from "./outbox";
import { CLAIM_MS, createMailSender, MAX_ATTEMPTS, type MailTransport } from "./sender";
import { mailTransport } from "./transports";

const message = {
  recipient: "customer@example.com",
  subject: "Hello",
  text: "Hi there",
  html: "<p>Hi there</p>",
  kind: "test",
};

function setUp(transport: MailTransport) {
  const db = testDatabase();
  let now = new Date("2026-11-23T09:00:00Z");
  const logs: string[] = [];
  const sender = createMailSender({
    db,
    transport,
    from: "Lanka Auto Parts <no-reply@example.com>",
    clock: () => now,
    logger: createLogger("debug", (line) => logs.push(line)),
  });
  return { db, sender, logs, advanceMinutes: (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000)) };
}

describe("e-mail sender", () => {
  test("delivers queued messages through nodemailer and marks them sent", async () => {
    const sent: unknown[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const { db, sender } = setUp({
      async sendMail(mail) {
        const info = await json.sendMail(mail);
        sent.push(JSON.parse(String(info.message)));
        return info;
      },
    });
    await queueEmail(db, message);
    expect(await sender.deliverDue()).toBe(1);
    expect(sent).toEqual([
      expect.objectContaining({
        subject: "Hello",
        text: "Hi there",
        html: "<p>Hi there</p>",
        to: [{ address: "customer@example.com", name: "" }],
      }),
    ]);
    const [row] = await db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "SENT", attempts: 1, lastError: null });
    expect(await sender.deliverDue()).toBe(0);
  });

  test("a failure is retried later with a growing delay, and given up after MAX_ATTEMPTS", async () => {
    let calls = 0;
    const { db, sender, logs, advanceMinutes } = setUp({
      async sendMail() {
        calls++;
        throw new Error("454 try again later");
      },
    });
    await queueEmail(db, message);
    await sender.deliverDue();
    expect(await firstRow(db.select().from(emailOutbox))).toMatchObject({
      status: "PENDING",
      attempts: 1,
      lastError: "454 try again later",
    });
    await sender.deliverDue();
    expect(calls).toBe(1); // not due yet
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      advanceMinutes(60);
      await sender.deliverDue();
    }
    expect(calls).toBe(MAX_ATTEMPTS);
    expect(await firstRow(db.select().from(emailOutbox))).toMatchObject({ status: "FAILED", attempts: MAX_ATTEMPTS });
    expect(logs.at(-1)).toContain("e-mail given up");
    expect(logs.join("\n")).not.toContain("Hi there");
  });

  test("without SMTP_URL: printed for the developer, nothing in production", async () => {
    const printed: string[] = [];
    const dev = mailTransport({ smtpUrl: undefined, production: false }, (text) => printed.push(text));
    await dev?.sendMail({
      from: "a@example.com",
      to: "b@example.com",
      subject: "Code",
      text: "Your code is 123456",
      html: "",
    });
    expect(printed.join("")).toContain("Your code is 123456");
    expect(mailTransport({ smtpUrl: undefined, production: true })).toBeUndefined();
  });
});

describe("several senders over one database (an overlapping deploy)", () => {
  test("each message is sent once, whichever sender claims it", async () => {
    const file = join(tempFolder("outbox-"), "store.db");
    const databases = [testDatabase(file), testDatabase(file), testDatabase(file)];
    const sent: string[] = [];
    const senders = databases.map((db) =>
      createMailSender({
        db,
        transport: {
          async sendMail(mail) {
            await Bun.sleep(5); // a real send takes a while: the others look at the outbox meanwhile
            sent.push(mail.subject);
          },
        },
        from: "shop@example.com",
        clock: () => new Date(),
        logger: createLogger("error", () => {}),
      }),
    );
    const [first] = databases;
    for (let i = 1; i <= 6; i++)
      await queueEmail(first as (typeof databases)[number], { ...message, subject: `Order ${i}` });
    const counts = await Promise.all(senders.map((sender) => sender.deliverDue()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(6);
    expect(sent.toSorted()).toEqual(["Order 1", "Order 2", "Order 3", "Order 4", "Order 5", "Order 6"]);
    expect((await first?.select().from(emailOutbox))?.every((row) => row.status === "SENT" && row.attempts === 1)).toBe(
      true,
    );
    for (const db of databases) await closeDatabase(db);
  });

  test("a message claimed by a sender that died is sent by another once the claim ends", async () => {
    const { db, sender, advanceMinutes } = setUp({ async sendMail() {} });
    await queueEmail(db, message);
    const [row] = await db.select().from(emailOutbox);
    // A sender claimed it and stopped before sending: the claim is the next attempt time it set.
    await db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.parse("2026-11-23T09:00:00Z") + CLAIM_MS) });
    expect(await sender.deliverDue()).toBe(0);
    advanceMinutes(CLAIM_MS / 60_000);
    expect(await sender.deliverDue()).toBe(1);
    expect(await firstRow(db.select().from(emailOutbox))).toMatchObject({ id: row?.id, status: "SENT" });
  });
});
