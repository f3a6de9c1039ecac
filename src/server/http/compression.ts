import { brotliCompressSync, constants } from "node:zlib";
import { Elysia } from "elysia";

export type Encoding = "br" | "gzip";

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|svg|json|map|txt|xml)$/;

/** Weights by header text: browsers send a handful of distinct Accept-Encoding values, read once each. */
const weightsByHeader = new Map<string, Record<Encoding, number>>();

/**
 * How much the client wants each encoding (RFC 9110 §12.5.3): its q-value, `*` for those it does not name, 0 for
 * "not acceptable" (`br;q=0`).
 */
function weights(header: string): Record<Encoding, number> {
  const known = weightsByHeader.get(header);
  if (known) return known;
  const named = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) named.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  const other = named.get("*") ?? 0;
  const found = { br: named.get("br") ?? other, gzip: named.get("gzip") ?? named.get("x-gzip") ?? other };
  if (weightsByHeader.size < 256) weightsByHeader.set(header, found);
  return found;
}

/** Whether the client's Accept-Encoding takes `encoding` (named or by `*`, with a q-value above 0). */
const accepts = (request: Request, encoding: Encoding) =>
  weights(request.headers.get("accept-encoding") ?? "")[encoding] > 0;

/** The encoding the client wants most (brotli on a tie), or none. */
export function acceptedEncoding(request: Request): Encoding | null {
  const { br, gzip } = weights(request.headers.get("accept-encoding") ?? "");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return null;
}

/** The file beside an asset that the build compressed ahead of time (scripts/build.ts). */
export const PRECOMPRESSED_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * How hard to compress: `once` for what is compressed once and served many times (files, bundles: the smallest
 * bytes, whatever the time), `cached` for answers cached until the catalog changes, `single` for an answer sent
 * once (cached by no one, and gzipped when the client takes it: encodingFor). On a list of 12 parts (8,663 bytes), alone
 * in a loop: brotli 5 takes 129 µs for 1,430 bytes, 3 takes 60 µs for 1,601, 1 takes 21–30 µs for 1,747 (about twice
 * that inside the store: node:zlib builds a stream for every call), Bun's own gzip at 1 takes 11 µs for 2,028.
 */
const EFFORT = { once: { br: 11, gzip: 9 }, cached: { br: 5, gzip: 6 }, single: { br: 1, gzip: 1 } } as const;
export type Effort = keyof typeof EFFORT;

export const compress = (bytes: Uint8Array<ArrayBuffer>, encoding: Encoding, effort: Effort) =>
  new Uint8Array(
    encoding === "br"
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: EFFORT[effort].br } })
      : Bun.gzipSync(bytes, { level: EFFORT[effort].gzip }),
  );

/**
 * The encoding to compress an answer in at `effort`: the one the client wants most, except that an answer sent
 * once goes gzipped whenever the client takes gzip (the cheapest of the two by far, above; any encoding the client
 * accepts is its to take, RFC 9110 §12.5.3).
 */
export function encodingFor(request: Request, effort: Effort): Encoding | null {
  if (effort !== "single") return acceptedEncoding(request);
  const { br, gzip } = weights(request.headers.get("accept-encoding") ?? "");
  if (gzip > 0) return "gzip";
  return br > 0 ? "br" : null;
}

export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** Compressed copies of files by path, size and time, so each is compressed once per process (they rarely change). */
const cache = new Map<string, Uint8Array<ArrayBuffer>>();
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
let cachedBytes = 0;

/**
 * A file's bytes compressed for the client, or null when the file is not text or the client takes no compression.
 * Brotli at its highest quality: done once per file (at build time for the bundles), it saves the most on phone
 * networks.
 */
export async function compressedFile(
  request: Request,
  path: string,
  file: ReturnType<typeof Bun.file>,
): Promise<{ body: Uint8Array<ArrayBuffer>; encoding: Encoding } | null> {
  const encoding = acceptedEncoding(request);
  if (!encoding || !COMPRESSIBLE.test(path)) return null;
  const key = `${encoding}:${path}:${file.size}:${file.lastModified}`;
  let body = cache.get(key);
  if (!body) {
    // The bundles come compressed from the build; anything else is compressed now, once.
    const precompressed = Bun.file(path + PRECOMPRESSED_SUFFIX[encoding]);
    body = (await precompressed.exists())
      ? new Uint8Array(await precompressed.arrayBuffer())
      : compress(new Uint8Array(await file.arrayBuffer()), encoding, "once");
    if (cachedBytes + body.length <= MAX_CACHED_BYTES) {
      cache.set(key, body);
      cachedBytes += body.length;
    }
  }
  return { body, encoding };
}

/** A streamed page gzipped as it streams (brotli has no streaming form in the web's CompressionStream). */
export function gzipStream(request: Request, body: ReadableStream<Uint8Array<ArrayBuffer>>) {
  if (!accepts(request, "gzip")) return { body, encoding: null };
  return { body: body.pipeThrough(new CompressionStream("gzip")), encoding: "gzip" as const };
}

/** Dynamic answers smaller than this go out as they are: compressing them saves less than the headers weigh. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * API values not in the response cache (the console's lists and records) compressed on the fly when they are
 * worth it, at the cheapest effort (encodingFor). Handlers that build their own Response (cached answers, pages,
 * files, page data) are not touched: each compresses where it is made, or not at all.
 */
export const compressJson = new Elysia({ name: "compress-json" }).mapResponse(
  { as: "global" },
  ({ request, responseValue, set }) => {
    if (responseValue === null || typeof responseValue !== "object" || responseValue instanceof Response) return;
    if (responseValue instanceof Blob || responseValue instanceof ReadableStream) return;
    const text = JSON.stringify(responseValue);
    const headers: Record<string, string> = { "content-type": JSON_CONTENT_TYPE };
    // The status the envelope set (201, 202), carried by the Response so the request log reads what was sent.
    const status = typeof set.status === "number" ? set.status : 200;
    const encoding = text.length >= MIN_COMPRESSED_BYTES ? encodingFor(request, "single") : null;
    if (!encoding) return new Response(text, { status, headers });
    set.headers.vary = "accept-encoding";
    const body = compress(new TextEncoder().encode(text), encoding, "single");
    return new Response(body, { status, headers: { ...headers, "content-encoding": encoding } });
  },
);
