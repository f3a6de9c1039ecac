import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Elysia } from "elysia";

export type Encoding = "br" | "gzip";

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|svg|json|map|txt|xml)$/;

const NAMED: Record<Encoding, RegExp> = { br: /\bbr\b/, gzip: /\bgzip\b/ };

/** Whether the client's Accept-Encoding names `encoding`. */
const accepts = (request: Request, encoding: Encoding) =>
  NAMED[encoding].test(request.headers.get("accept-encoding") ?? "");

/** The best encoding the client accepts (brotli before gzip), or none. */
export function acceptedEncoding(request: Request): Encoding | null {
  if (accepts(request, "br")) return "br";
  if (accepts(request, "gzip")) return "gzip";
  return null;
}

/** The file beside an asset that the build compressed ahead of time (scripts/build.ts). */
export const PRECOMPRESSED_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * How hard to compress: `once` for what is compressed once and served many times (files, bundles: the smallest
 * bytes, whatever the time), `fast` for answers compressed as they are made or whenever the catalog changes.
 */
const EFFORT = { once: { br: 11, gzip: 9 }, fast: { br: 5, gzip: 6 } } as const;

export const compress = (bytes: Uint8Array, encoding: Encoding, effort: keyof typeof EFFORT) =>
  new Uint8Array(
    encoding === "br"
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: EFFORT[effort].br } })
      : gzipSync(bytes, { level: EFFORT[effort].gzip }),
  );

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
 * API values not kept in the answer cache (the console's lists and records) compressed on the fly when they are
 * worth it, in the best encoding the client takes. Handlers that build their own Response (kept answers, pages,
 * files, page data) are not touched: each compresses where it is made, or not at all.
 */
export const compressJson = new Elysia({ name: "compress-json" }).mapResponse(
  { as: "global" },
  ({ request, responseValue, set }) => {
    if (responseValue === null || typeof responseValue !== "object" || responseValue instanceof Response) return;
    if (responseValue instanceof Blob || responseValue instanceof ReadableStream) return;
    const text = JSON.stringify(responseValue);
    const headers: Record<string, string> = { "content-type": JSON_CONTENT_TYPE };
    const encoding = text.length >= MIN_COMPRESSED_BYTES ? acceptedEncoding(request) : null;
    if (!encoding) return new Response(text, { headers });
    set.headers.vary = "accept-encoding";
    const body = compress(new TextEncoder().encode(text), encoding, "fast");
    return new Response(body, { headers: { ...headers, "content-encoding": encoding } });
  },
);
