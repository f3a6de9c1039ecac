import { Elysia, t } from "elysia";
import { CHALLENGE_PATH, CHALLENGE_URL, PROOF_HEADER, PROOF_MAX_LENGTH } from "../../../shared/proof-of-work";
import { clientAddress } from "../../http/client-address";
import type { BotCheck } from "./service";

/** `{ botChecked: true }` on a public POST: a proof of work in the X-Altcha header, or the per-client budget. */
export const botCheckGuard = (botCheck: BotCheck, proxyHops: number) =>
  new Elysia({ name: "bot-check-guard" }).macro({
    botChecked: {
      // Declared so the API document shows it on every operation that takes it.
      headers: t.Object({
        [PROOF_HEADER]: t.Optional(
          t.String({
            maxLength: PROOF_MAX_LENGTH,
            description: `A proof of work: solve GET ${CHALLENGE_URL} and send base64 of the JSON {"challenge", "solution"} (each proof once, within 30 minutes). Without it a client may send a few such posts an hour (429 beyond); a proof that is sent but malformed, forged, late or used is a 400 saying why.`,
          }),
        ),
      }),
      async transform({ request }) {
        await botCheck.admit(request.headers.get(PROOF_HEADER), clientAddress(request, proxyHops), "api");
      },
    },
  });

export type BotCheckGuard = ReturnType<typeof botCheckGuard>;

const challengeRow = t.Object(
  {
    parameters: t.Object({}, { additionalProperties: true }),
    signature: t.Optional(t.String()),
  },
  { description: "An ALTCHA (v2) challenge, as altcha-lib's solveChallenge takes it" },
);

export const botCheckRoutes = (botCheck: BotCheck) =>
  new Elysia({ tags: ["Bot check"] }).get(
    CHALLENGE_PATH,
    async ({ set }) => {
      set.headers["cache-control"] = "no-store";
      return botCheck.challenge();
    },
    {
      response: challengeRow,
      detail: {
        summary: "A proof-of-work challenge for a public form (public)",
        description:
          "Solve it (altcha-lib's solveChallenge) and send base64(JSON {challenge, solution}) in the X-Altcha header " +
          "(or the form's `altcha` field) with make-order, contact, newsletter subscribe, sign-up or a reset request. " +
          "Each proof works once, for 30 minutes. Without one, a client may send a few such posts an hour (429 beyond).",
      },
    },
  );
