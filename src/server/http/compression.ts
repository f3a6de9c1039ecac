import { brotliCompressSync, constants, gzipSync } from "node:zlib";

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

/** Compressed copies of files by path, size and time, so each is compressed once per process (they rarely change). */
const cache = new Map<string, Uint8Array<ArrayBuffer>>();
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
let cachedBytes = 0;

/**
 * A file's bytes compressed for the client, or null when the file is not text or the client takes no compression.
 * Brotli at its highest quality: done once per file, it saves the most on phone networks.
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
    const bytes = new Uint8Array(await file.arrayBuffer());
    body = new Uint8Array(
      encoding === "br"
        ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(bytes, { level: 9 }),
    );
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
