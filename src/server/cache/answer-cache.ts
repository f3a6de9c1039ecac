import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { acceptedEncoding, type Encoding } from "../http/compression";

/** An answer worth keeping: the same for every visitor, built from the catalog alone. */
export interface CacheableAnswer {
  body: string;
  contentType: string;
  cacheControl: string;
  headers?: Record<string, string>;
}

interface Entry extends Omit<CacheableAnswer, "body"> {
  etag: string;
  identity: Uint8Array<ArrayBuffer>;
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  bytes: number;
}

export interface AnswerCacheOptions {
  /** The catalog's current version (catalogVersion()); an answer is served only at the version it was built at. */
  version: () => number;
  /** Memory kept for answers, compressed copies included; the least recently used go first. */
  maxBytes?: number;
}

/** Smaller answers go out as they are: compressing them saves less than the headers weigh. */
const MIN_COMPRESSED_BYTES = 1024;
const encoder = new TextEncoder();

const compress = (bytes: Uint8Array<ArrayBuffer>, encoding: Encoding) =>
  new Uint8Array(
    encoding === "br"
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(bytes, { level: 6 }),
  );

/** RFC 9110: If-None-Match is `*` or a list of (possibly weak) tags; weak comparison applies to GET. */
const matches = (ifNoneMatch: string | null, etag: string) =>
  ifNoneMatch !== null && (ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim() === etag));

/**
 * Storefront answers (catalog API reads, storefront pages and their data) kept in memory by URL while the catalog
 * stays at the version they were built at: the first change to the catalog drops them all, so a price, stock or
 * name change shows on the very next read. Each is compressed once per encoding and carries an ETag, so a browser
 * that has it gets 304.
 */
export function createAnswerCache({ version, maxBytes = 48 * 1024 * 1024 }: AnswerCacheOptions) {
  const entries = new Map<string, Entry>();
  let builtAt = Number.NaN;
  let bytes = 0;

  /** The current version; answers built at any other are dropped first. */
  function currentVersion() {
    const now = version();
    if (now !== builtAt) {
      entries.clear();
      bytes = 0;
      builtAt = now;
    }
    return now;
  }

  function keep(key: string, entry: Entry) {
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.bytes;
    }
  }

  function respond(request: Request, entry: Entry): Response {
    const validators: Record<string, string> = {
      "cache-control": entry.cacheControl,
      etag: entry.etag,
      vary: "accept-encoding",
      ...entry.headers,
    };
    if (matches(request.headers.get("if-none-match"), entry.etag)) {
      return new Response(null, { status: 304, headers: validators });
    }
    const headers = { ...validators, "content-type": entry.contentType };
    const encoding = entry.identity.length >= MIN_COMPRESSED_BYTES ? acceptedEncoding(request) : null;
    if (!encoding) return new Response(entry.identity, { headers });
    let body = entry.encoded[encoding];
    if (!body) {
      body = compress(entry.identity, encoding);
      entry.encoded[encoding] = body;
      bytes += body.length;
    }
    return new Response(body, { headers: { ...headers, "content-encoding": encoding } });
  }

  return {
    /**
     * This GET's answer from memory, or `build`'s (kept when it is a CacheableAnswer; a Response, such as an error
     * or a redirect, goes out as it is). The version is read before building, so a change that commits while the
     * answer is being built leaves it already out of date rather than served as new.
     */
    answer(
      request: Request,
      build: () => CacheableAnswer | Response | Promise<CacheableAnswer | Response>,
    ): Response | Promise<Response> {
      const key = request.url;
      const at = currentVersion();
      const hit = entries.get(key);
      if (hit) {
        // Most recently used last: eviction walks from the front.
        entries.delete(key);
        entries.set(key, hit);
        return respond(request, hit);
      }
      const finish = (built: CacheableAnswer | Response) => {
        if (built instanceof Response) return built;
        const { body, ...described } = built;
        const identity = encoder.encode(body);
        const entry: Entry = {
          ...described,
          etag: `W/"${Bun.hash(identity).toString(36)}"`,
          identity,
          encoded: {},
          bytes: identity.length + key.length,
        };
        if (currentVersion() === at) keep(key, entry);
        return respond(request, entry);
      };
      const built = build();
      return built instanceof Promise ? built.then(finish) : finish(built);
    },
    /** Answers kept and their bytes (for tests and the benchmark). */
    size: () => ({ entries: entries.size, bytes }),
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** An API value as a cacheable JSON answer; browsers revalidate it (ETag) on every use. */
export const jsonAnswer = (value: unknown): CacheableAnswer => ({
  body: JSON.stringify(value),
  contentType: "application/json;charset=utf-8",
  cacheControl: "no-cache",
});
