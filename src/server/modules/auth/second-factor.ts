import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Db } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { recoveryCodes, users } from "../../../db/schema";
import { WRONG_SECOND_STEP_CODE } from "../../../shared/sign-in-messages";
import type { Clock } from "../../clock";
import { AppError } from "../../http/app-error";
import { sha256 } from "../../secret-hash";
import { readSetting, writeSetting } from "../../shop-settings";

/** The shop setting that makes STAFF accounts use two-step sign-in too (ADMIN accounts always do). */
const STAFF_REQUIRED_KEY = "second_factor_staff";
const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** What a second step needs: the code of an enrolled authenticator, or an authenticator to be enrolled first. */
export type SecondStepKind = "code" | "enrol";

/** What an authenticator app is given to enrol: the secret as a QR code, and as text to type in. */
export interface Enrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

export interface SecondFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  required: boolean;
}

type Account = Pick<typeof users.$inferSelect, "id" | "email" | "role" | "totpSecret">;

/** Recovery codes are typed by hand: case, spaces and dashes do not matter. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

function newRecoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const text = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("");
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

// qrcode renders SVG synchronously and hands it to the callback before toString returns; a page loader is sync.
function qrSvgOf(text: string): string {
  let svg = "";
  QRCode.toString(text, { type: "svg", margin: 2, errorCorrectionLevel: "M" }, (_error, output) => {
    svg = output;
  });
  return svg;
}

/**
 * Two-step sign-in (TOTP, RFC 6238, 30-second steps, one step of drift either way) with ten one-time recovery
 * codes. ADMIN accounts must use it; a setting makes STAFF accounts use it too. A code is accepted once: the last
 * accepted step is kept and only a later one passes, as a conditional update (two sign-ins racing with one code
 * cannot both win).
 */
export function createSecondFactor({ db, clock, shopName }: { db: Db; clock: Clock; shopName: string }) {
  const totpOf = (secret: string, email: string) =>
    new TOTP({ issuer: shopName, label: email, secret: Secret.fromBase32(secret), digits: 6, period: 30 });

  /** The time step a code matches (within one step of now), or null. */
  function matchingStep(secret: string, email: string, code: string): number | null {
    const token = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(token)) return null;
    const totp = totpOf(secret, email);
    const timestamp = clock().getTime();
    const delta = totp.validate({ token, timestamp, window: 1 });
    return delta === null ? null : totp.counter({ timestamp }) + delta;
  }

  async function requiredFor(role: string): Promise<boolean> {
    if (role === "ADMIN") return true;
    return (await readSetting(db, STAFF_REQUIRED_KEY)) === "1";
  }

  async function issueRecoveryCodes(userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx
        .insert(recoveryCodes)
        .values(codes.map((code) => ({ userId, codeHash: sha256(normalizeRecoveryCode(code)) })));
    });
    return codes;
  }

  /** Spends an unused recovery code of the account; false when it is not one. */
  async function spendRecoveryCode(userId: number, code: string): Promise<boolean> {
    const spent = await db
      .update(recoveryCodes)
      .set({ usedAt: clock() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, sha256(normalizeRecoveryCode(code))),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return spent.length === 1;
  }

  /** Accepts the step once: only a step after the last accepted one moves it on. */
  async function acceptStep(userId: number, step: number): Promise<boolean> {
    const moved = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return moved.length === 1;
  }

  const wrongCode = () => new AppError(401, WRONG_SECOND_STEP_CODE);

  return {
    /** Whether the account's sign-in takes a second step, and which. */
    async stepFor(account: Account): Promise<SecondStepKind | null> {
      if (account.totpSecret) return "code";
      return (await requiredFor(account.role)) ? "enrol" : null;
    },

    /** The authenticator to enrol: the one offered already, or a new secret. */
    async enrolment(account: Pick<Account, "id" | "email">): Promise<Enrolment> {
      const pending = (
        await firstRow(db.select({ secret: users.totpPendingSecret }).from(users).where(eq(users.id, account.id)))
      )?.secret;
      const secret = pending ?? new Secret({ size: 20 }).base32;
      if (!pending) await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, account.id));
      const uri = totpOf(secret, account.email).toString();
      return { secret, uri, qrSvg: qrSvgOf(uri) };
    },

    /**
     * Checks a second step's code. An enrolled account takes its authenticator's code or a recovery code; an
     * account enrolling takes a code of the secret it was offered, and is then enrolled: its recovery codes are
     * answered (shown once).
     */
    async check(
      account: Pick<Account, "id" | "email">,
      code: string,
    ): Promise<{ used: "code" | "recovery" | "enrolled"; recoveryCodes?: string[] }> {
      const row = await firstRow(db.select().from(users).where(eq(users.id, account.id)));
      if (!row) throw wrongCode();
      if (row.totpSecret) {
        const step = matchingStep(row.totpSecret, row.email, code);
        if (step !== null && (await acceptStep(row.id, step))) return { used: "code" };
        if (step === null && (await spendRecoveryCode(row.id, code))) return { used: "recovery" };
        throw wrongCode();
      }
      const secret = row.totpPendingSecret;
      const step = secret ? matchingStep(secret, row.email, code) : null;
      if (!secret || step === null) throw wrongCode();
      const enrolled = await db
        .update(users)
        .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: clock(), totpLastStep: step })
        .where(and(eq(users.id, row.id), isNull(users.totpSecret), eq(users.totpPendingSecret, secret)))
        .returning({ id: users.id });
      if (enrolled.length !== 1) throw wrongCode();
      return { used: "enrolled", recoveryCodes: await issueRecoveryCodes(row.id) };
    },

    /** Ten new recovery codes; the old ones stop working. */
    replaceRecoveryCodes(userId: number): Promise<string[]> {
      return issueRecoveryCodes(userId);
    },

    /** Turns two-step sign-in off for the account (its phone is lost): it enrols again at its next sign-in. */
    reset(userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        const changed = await tx
          .update(users)
          .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        return changed.length === 1;
      });
    },

    async status(account: Pick<Account, "id" | "role">): Promise<SecondFactorStatus> {
      const row = await firstRow(db.select().from(users).where(eq(users.id, account.id)));
      const left =
        (
          await firstRow(
            db
              .select({ left: count() })
              .from(recoveryCodes)
              .where(and(eq(recoveryCodes.userId, account.id), isNull(recoveryCodes.usedAt))),
          )
        )?.left ?? 0;
      return {
        enabled: Boolean(row?.totpSecret),
        enabledAt: row?.totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft: left,
        required: await requiredFor(account.role),
      };
    },

    requiredForStaff(): Promise<boolean> {
      return requiredFor("STAFF");
    },

    async setRequiredForStaff(required: boolean) {
      await writeSetting(db, STAFF_REQUIRED_KEY, required ? "1" : "0", clock());
    },
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
