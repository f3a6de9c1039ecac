import type { Cookie } from "elysia";
import { overHttps } from "../../http/client-address";
import { expireCookie, writeCookie } from "../../http/host-cookies";
import { SECOND_STEP_COOKIE, SECOND_STEP_MS } from "./second-step-ticket";

type Context = { cookie: Record<string, Cookie<unknown>>; request: Request };

/** Keeps a sign-in's second-step ticket in the browser (HttpOnly, this site only) until the code is entered. */
export function keepSecondStepTicket(context: Context, ticket: string, proxyHops: number) {
  writeCookie(context.cookie, SECOND_STEP_COOKIE, {
    value: ticket,
    httpOnly: true,
    sameSite: "strict",
    secure: overHttps(context.request, proxyHops),
    maxAge: SECOND_STEP_MS / 1000,
  });
}

/** Drops the ticket once the second step is done. */
export function dropSecondStepTicket(context: Context, proxyHops: number) {
  expireCookie(context.cookie, SECOND_STEP_COOKIE, overHttps(context.request, proxyHops));
}
