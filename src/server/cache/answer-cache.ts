import {
  acceptedEncoding,
  compress,
  type Encoding,
  JSON_CONTENT_TYPE,
  MIN_COMPRESSED_BYTES,
} from "../http/compression";

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
  key: string;
  bytes: number;
  builtAt: number;
}

export interface AnswerCacheOptions {
  /** The catalog's current version (catalogVersion()); an answer is served only at the version it was built at. */
  version: () => MaybePromise<number>;
  /** Memory kept for answers, compressed copies included; the least recently used go first. */
  maxBytes?: number;
  /**
   * How long an answer is kept even when the catalog does not change: a bound on anything else a page shows that
   * moves with time (the year in the footer), however quiet the shop.
   */
  maxAgeMs?: number;
  /** Milliseconds, for the age of answers (tests move it). */
  now?: () => number;
  /**
   * The key a request's answer is kept under: its URL unless told otherwise (a storefront page with a cart in the
   * header is kept per cart count); null when this request's answer must not be kept or served from memory.
   */
  keyOf?: (request: Request) => MaybePromise<string | null>;
}

type MaybePromise<T> = T | Promise<T>;

/**
 * `next` of the value, at once when it is already there: a kept answer is served in the request's own turn when
 * the catalog's version and the key are known without waiting (the common case), not a few promise hops later.
 */
const andThen = <T, R>(value: MaybePromise<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> =>
  value instanceof Promise ? value.then(next) : next(value);

const encoder = new TextEncoder();

/** RFC 9110: If-None-Match is `*` or a list of (possibly weak) tags; weak comparison applies to GET. */
const matches = (ifNoneMatch: string | null, etag: string) =>
  ifNoneMatch !== null && (ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim() === etag));

/**
 * Storefront answers (catalog API reads, storefront pages and their data) kept in memory by URL while the catalog
 * stays at the version they were built at: the first change to the catalog drops them all, so a price, stock or
 * name change shows on the very next read. Each is compressed once per encoding and carries an ETag, so a browser
 * that has it gets 304.
 */
export function createAnswerCache({
  version,
  maxBytes = 48 * 1024 * 1024,
  maxAgeMs = 10 * 60 * 1000,
  now = () => performance.now(),
  keyOf = (request) => request.url,
}: AnswerCacheOptions) {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, { at: number; entry: Promise<Entry | undefined> }>();
  let keptAtVersion = Number.NaN;
  let bytes = 0;

  /** The current version; answers built at any other are dropped first. */
  function currentVersion(): MaybePromise<number> {
    return andThen(version(), (current) => {
      if (current !== keptAtVersion) {
        entries.clear();
        bytes = 0;
        keptAtVersion = current;
      }
      return current;
    });
  }

  /** A built answer as an entry: its bytes, ETag and size (an entry under no key is never kept). */
  function entryOf({ body, ...described }: CacheableAnswer, key: string): Entry {
    const identity = encoder.encode(body);
    return {
      ...described,
      etag: `W/"${Bun.hash(identity).toString(36)}"`,
      identity,
      encoded: {},
      key,
      bytes: identity.length + key.length,
      builtAt: now(),
    };
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

  /**
   * The entry as this request's answer: 304 when the browser holds it, else its body in the best encoding the
   * browser takes. Its headers are added to `headers` (over any of the same name).
   */
  function respond(request: Request, entry: Entry, headers: Record<string, unknown> = {}): Response {
    headers["cache-control"] = entry.cacheControl;
    headers.etag = entry.etag;
    headers.vary = "accept-encoding";
    if (entry.headers) Object.assign(headers, entry.headers);
    if (matches(request.headers.get("if-none-match"), entry.etag)) {
      return new Response(null, { status: 304, headers: headers as Record<string, string> });
    }
    headers["content-type"] = entry.contentType;
    const encoding = entry.identity.length >= MIN_COMPRESSED_BYTES ? acceptedEncoding(request) : null;
    if (!encoding) return new Response(entry.identity, { headers: headers as Record<string, string> });
    let body = entry.encoded[encoding];
    if (!body) {
      body = compress(entry.identity, encoding, "fast");
      entry.encoded[encoding] = body;
      if (entries.get(entry.key) === entry) {
        entry.bytes += body.length;
        bytes += body.length;
      }
    }
    headers["content-encoding"] = encoding;
    return new Response(body, { headers: headers as Record<string, string> });
  }

  /** The answer kept for this URL at the current version, marked most recently used; undefined on a miss. */
  function kept(key: string): MaybePromise<Entry | undefined> {
    // Only a URL that has an answer costs the version's read (an old version drops them all).
    if (!entries.has(key)) return undefined;
    return andThen(currentVersion(), () => fresh(key));
  }

  /** The entry under this key unless it is too old, marked most recently used. */
  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (now() - entry.builtAt > maxAgeMs) {
      bytes -= entry.bytes;
      return undefined;
    }
    // Most recently used last: eviction walks from the front.
    entries.set(key, entry);
    return entry;
  }

  /**
   * This GET's answer from memory, or `build`'s (kept when it is a CacheableAnswer; a Response, such as an error
   * or a redirect, goes out as it is). The version is read before building, so a change that commits while the
   * answer is being built leaves it already out of date rather than served as new.
   */
  async function answer(
    request: Request,
    build: () => CacheableAnswer | Response | Promise<CacheableAnswer | Response>,
  ): Promise<Response> {
    const key = await keyOf(request);
    if (key === null) return answerUnkept(request, build);
    const hit = await kept(key);
    if (hit) return respond(request, hit);
    const at = await currentVersion();
    // Requests for a page that is being rendered wait for it rather than each render it again.
    const rendering = inFlight.get(key);
    if (rendering?.at === at) {
      const entry = await rendering.entry;
      return entry ? respond(request, entry) : answer(request, build);
    }
    const toEntry = async (built: CacheableAnswer | Response): Promise<Entry | Response> => {
      if (built instanceof Response) return built;
      const entry = entryOf(built, key);
      if ((await currentVersion()) === at) keep(key, entry);
      return entry;
    };
    const answered = Promise.resolve(build()).then(toEntry);
    const entry = answered.then(
      (result) => (result instanceof Response ? undefined : result),
      () => undefined,
    );
    inFlight.set(key, { at, entry });
    void entry.then(() => {
      if (inFlight.get(key)?.entry === entry) inFlight.delete(key);
    });
    return answered.then((result) => (result instanceof Response ? result : respond(request, result)));
  }

  /** An answer built for this request alone: a cacheable one is sent as it would be, and forgotten. */
  async function answerUnkept(
    request: Request,
    build: () => CacheableAnswer | Response | Promise<CacheableAnswer | Response>,
  ): Promise<Response> {
    const built = await build();
    return built instanceof Response ? built : respond(request, entryOf(built, ""));
  }

  return {
    /**
     * This GET's answer if it is kept, answered before routing (src/server/cache/cached-answers.ts): the headers
     * already set for the request (its id, the security headers) are moved into the answer, so the framework
     * sends it as it is instead of copying it to merge them.
     */
    hit(request: Request, set: { headers: Record<string, unknown> }): MaybePromise<Response | undefined> {
      if (request.method !== "GET") return undefined;
      return andThen(keyOf(request), (key) =>
        key === null
          ? undefined
          : andThen(kept(key), (entry) => {
              if (!entry) return undefined;
              const headers = set.headers;
              set.headers = {};
              return respond(request, entry, headers);
            }),
      );
    },

    answer,
    /** Answers kept and their bytes (for tests and the benchmark). */
    size: () => ({ entries: entries.size, bytes }),
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** An API value as a cacheable JSON answer; browsers revalidate it (ETag) on every use. */
export const jsonAnswer = (value: unknown): CacheableAnswer => ({
  body: JSON.stringify(value),
  contentType: JSON_CONTENT_TYPE,
  cacheControl: "no-cache",
});
