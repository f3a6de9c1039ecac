import { Elysia, type TSchema, t } from "elysia";

/** Every API body: { code, message, data }, with the HTTP status equal to code (docs/architecture.md). */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const ok = <T>(data: T, message = "OK"): Envelope<T> => ({ code: 200, message, data });
export const created = <T>(data: T, message = "Created"): Envelope<T> => ({ code: 201, message, data });
/** Half done: the request was right and its next step is described (a sign-in's second step). */
export const accepted = <T>(data: T, message = "Accepted"): Envelope<T> => ({ code: 202, message, data });

export const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Envelope<unknown>).code === "number" &&
  "message" in value &&
  "data" in value;

/** Schema of an envelope around `data`, for response documentation. */
export const envelopeOf = <T extends TSchema>(data: T) => t.Object({ code: t.Number(), message: t.String(), data });

/** Schema of a page: { data: rows, count: total matching rows }. */
export const pageOf = <T extends TSchema>(row: T) => envelopeOf(t.Object({ data: t.Array(row), count: t.Number() }));

export interface Page<T> {
  data: T[];
  count: number;
}

/** Makes the HTTP status follow the envelope's code, so a handler only says `created(row)`. */
export const envelopeStatus = new Elysia({ name: "envelope-status" }).onAfterHandle(
  { as: "global" },
  ({ response, set }) => {
    if (isEnvelope(response)) set.status = response.code;
  },
);
