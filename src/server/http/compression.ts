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

/** Compresses text the way files are served: brotli at its highest quality, gzip at 9. */
export const compressForFiles = (bytes: Uint8Array, encoding: Encoding) =>
  new Uint8Array(
    encoding === "br"
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(bytes, { level: 9 }),
  );

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
      : compressForFiles(new Uint8Array(await file.arrayBuffer()), encoding);
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
 * JSON answers not kept in the answer cache (the console's lists and records, errors) compressed on the fly when
 * they are worth it: brotli at a fast quality or gzip, whichever the client takes first. Kept answers, pages and
 * files are Responses already, compressed where they are made.
 */
export const compressJson = new Elysia({ name: "compress-json" }).mapResponse(
  { as: "global" },
  ({ request, responseValue, set }) => {
    if (responseValue === null || typeof responseValue !== "object" || responseValue instanceof Response) return;
    if (responseValue instanceof Blob || responseValue instanceof ReadableStream) return;
    const text = JSON.stringify(responseValue);
    const headers: Record<string, string> = { "content-type": "application/json;charset=utf-8" };
    const encoding = text.length >= MIN_COMPRESSED_BYTES ? acceptedEncoding(request) : null;
    if (!encoding) return new Response(text, { headers });
    set.headers.vary = "accept-encoding";
    const bytes = new TextEncoder().encode(text);
    const body =
      encoding === "br"
        ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(bytes, { level: 6 });
    return new Response(new Uint8Array(body), { headers: { ...headers, "content-encoding": encoding } });
  },
);
