import type { Cookie } from "elysia";
import { overHttps } from "../../http/client-address";
import { SECOND_STEP_COOKIE, SECOND_STEP_MS } from "./second-step-ticket";

/** Keeps a sign-in's second-step ticket in the browser (HttpOnly, this site only) until the code is entered. */
export function keepSecondStepTicket(
  context: { cookie: Record<string, Cookie<unknown>>; request: Request },
  ticket: string,
  proxyHops: number,
) {
  context.cookie[SECOND_STEP_COOKIE]?.set({
    value: ticket,
    httpOnly: true,
    sameSite: "strict",
    path: "/",
    secure: overHttps(context.request, proxyHops),
    maxAge: SECOND_STEP_MS / 1000,
  });
}

/** Drops the ticket once the second step is done (expired explicitly: remove() writes nothing for an absent cookie). */
export function dropSecondStepTicket(
  context: { cookie: Record<string, Cookie<unknown>>; request: Request },
  proxyHops: number,
) {
  context.cookie[SECOND_STEP_COOKIE]?.set({
    value: "",
    httpOnly: true,
    sameSite: "strict",
    path: "/",
    secure: overHttps(context.request, proxyHops),
    maxAge: 0,
  });
}
