import { LRUCache } from "lru-cache";
import { compress, type Encoding, encodingFor, JSON_CONTENT_TYPE, MIN_COMPRESSED_BYTES } from "../http/compression";
import { type CatalogChange, EVERY_CHANGE } from "./catalog-changes";

/** An answer worth keeping: the same for every visitor, built from the catalog alone. */
export interface CacheableAnswer {
  body: string;
  contentType: string;
  cacheControl: string;
  headers?: Record<string, string>;
  /**
   * Its tags (src/server/cache/catalog-changes.ts): the products it shows, the lists it is, the names it prints; a
   * committed change carrying one of them invalidates it. Without tags any change to the catalog invalidates it.
   */
  tags?: readonly string[];
}

/** A cache entry: an answer's bytes (and its compressed copies), ETag and tags. */
interface Entry extends Omit<CacheableAnswer, "body" | "tags"> {
  etag: string;
  identity: Uint8Array<ArrayBuffer>;
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  tags: readonly string[];
  builtAt: number;
  /** Set once the entry is cached: it is then compressed harder, being sent many times (compression.ts). */
  cached?: true;
}

export interface AnswerCacheOptions {
  /** The catalog's current version (catalogVersion()); it moves with every committed change. */
  version: () => MaybePromise<number>;
  /**
   * The changes after a version up to another (catalogChanges()), each with its tags: entries carrying none of them
   * stay. Without it, or when the changes cannot be read, every entry is invalidated.
   */
  changes?: (after: number, upTo: number) => MaybePromise<CatalogChange[] | null>;
  /** Memory for cached answers, compressed copies included; the least recently used go first. 0 caches none. */
  maxBytes?: number;
  /** Answers cached at most, however small: each costs its key and bookkeeping beside its bytes. */
  maxEntries?: number;
  /**
   * Memoized values at most (memo: counts and rankings behind lists, a few bytes each; memoEach: products as every
   * answer prints them, ~1.6 kB each: 10,000 generated products took 15.9 MB of heap).
   */
  maxMemos?: number;
  /**
   * Freeze the values memoEach memoizes (products, which many answers print), so that code changing one fails at
   * once. The store sets it outside production only: JSON.stringify of frozen objects takes ~60% longer on Bun 1.4.5.
   */
  freezeMemos?: boolean;
  /**
   * How long an entry is cached even when the catalog does not change: a bound on anything else a page shows that
   * moves with time (the year in the footer), however quiet the shop.
   */
  maxAgeMs?: number;
  /** Milliseconds, for the age of entries (tests move it). */
  now?: () => number;
  /**
   * A request's cache key: its URL unless told otherwise (a storefront page with a cart in the header is cached per
   * cart count); null when this request's answer must not be cached or served from the cache.
   */
  keyOf?: (request: Request) => MaybePromise<string | null>;
}

type MaybePromise<T> = T | Promise<T>;

/**
 * `next` of the value, at once when it is already there: a cache hit is served in the request's own turn of the
 * event loop when the catalog's version and the key are known without waiting (the common case), not a few promise
 * hops later.
 */
const andThen = <T, R>(value: MaybePromise<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> =>
  value instanceof Promise ? value.then(next) : next(value);

const encoder = new TextEncoder();

interface MemoEntry {
  value: unknown;
  tags: readonly string[];
  builtAt: number;
}

/** Where memo keys begin, apart from cached answers' keys (URLs) in the tag index. */
const MEMO = "=";

/** An entry's tags; none is every tag (any change invalidates it). */
const tagsOrAll = (tags: readonly string[]): readonly string[] => (tags.length > 0 ? tags : [EVERY_CHANGE]);

/** Changes still known after they were applied, to tell whether an answer built meanwhile carries one's tags. */
const RECENT_CHANGES = 2_000;

/** RFC 9110: If-None-Match is `*` or a list of (possibly weak) tags; weak comparison applies to GET. */
const matches = (ifNoneMatch: string | null, etag: string) =>
  ifNoneMatch !== null && (ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim() === etag));

/**
 * The response cache (docs/cache.md): storefront answers (catalog API reads, storefront pages and their data) cached
 * in memory by cache key, each with tags; a committed change to the catalog invalidates the entries carrying its
 * tags, so a price, stock or name change shows on the very next read while the rest stay (an order invalidates the
 * pages of the parts it took, not the shop's). Each is compressed once per encoding and carries an ETag, so a browser
 * that has it gets 304. Beside answers it memoizes values (memo, memoEach) under the same tags. A hit costs the same
 * however many are cached (lru-cache: a touch moves two links, where a Map's delete and set grew with its size).
 */
export function createAnswerCache({
  version,
  changes,
  maxBytes = 48 * 1024 * 1024,
  maxEntries = 20_000,
  maxMemos = 15_000,
  freezeMemos = true,
  maxAgeMs = 10 * 60 * 1000,
  now = () => performance.now(),
  keyOf: keyOfRequest = (request) => request.url,
}: AnswerCacheOptions) {
  const keyOf = maxBytes > 0 ? keyOfRequest : () => null;
  /** The tag index: the keys of the entries and memos carrying each tag (a memo's key starts with MEMO). */
  const keysByTag = new Map<string, Set<string>>();
  const unindex = ({ tags }: { tags: readonly string[] }, key: string) => {
    for (const tag of tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  };
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (entry, key) => entryBytes(entry, key),
    dispose: unindex,
  });
  const memos = new LRUCache<string, MemoEntry>({ max: maxMemos, dispose: unindex });
  /** The cache a key of the tag index belongs to. */
  const cacheOf = (key: string) => (key.startsWith(MEMO) ? memos : entries);
  /** Answers being built, by cache key: requests for the same key wait for that build (request coalescing). */
  const inFlight = new Map<string, { at: number; entry: Promise<Entry | undefined> }>();
  /** Changes applied, oldest first, each as the version it made and its tags. */
  const recentChanges: CatalogChange[] = [];
  /** The catalog version the cache has applied every change up to. */
  let syncedVersion = Number.NaN;
  let applying: Promise<number> | undefined;

  const entryBytes = (entry: Entry, key: string) =>
    key.length +
    entry.identity.length +
    Object.values(entry.encoded).reduce((sum, body) => sum + (body?.length ?? 0), 0);

  /** Empties the cache: every entry and memo. */
  function clear() {
    entries.clear();
    memos.clear();
  }

  function clearAt(current: number) {
    clear();
    recentChanges.length = 0;
    syncedVersion = current;
  }

  /** Invalidates the entries and memos carrying any of the tags, and those carrying every tag. */
  function invalidate(tags: readonly string[]) {
    if (tags.includes(EVERY_CHANGE)) return clear();
    for (const tag of [...tags, EVERY_CHANGE]) {
      const keys = keysByTag.get(tag);
      if (keys) for (const key of [...keys]) cacheOf(key).delete(key);
    }
  }

  /** Applies the changes after the synced version up to `current`; all entries go when they cannot be read. */
  async function applyChanges(current: number): Promise<number> {
    const from = syncedVersion;
    const read = changes && !Number.isNaN(from) && current > from ? await changes(from, current) : null;
    // Another application moved it meanwhile (NaN, before the first, equals itself here).
    if (!Object.is(syncedVersion, from)) return syncedVersion;
    const versions = new Set(read?.map((change) => change.version));
    // Every version in between made at least one change: a missing one was pruned, or the version moved by hand.
    if (!read || versions.size !== current - from) {
      clearAt(current);
      return current;
    }
    for (const change of read) invalidate(change.tags);
    recentChanges.push(...read);
    if (recentChanges.length > RECENT_CHANGES) recentChanges.splice(0, recentChanges.length - RECENT_CHANGES);
    syncedVersion = current;
    return current;
  }

  /** The current version, once the changes up to it have invalidated what they change. */
  function currentVersion(): MaybePromise<number> {
    return andThen(version(), (current) => {
      if (current === syncedVersion) return current;
      if (!applying) {
        applying = applyChanges(current).finally(() => {
          applying = undefined;
        });
      }
      // A version newer than the one being applied waits for that, then applies again.
      return applying.then((reached) => (reached >= current ? reached : currentVersion()));
    });
  }

  /** Whether something built at version `at` with these tags is still valid (every change after `at` is known). */
  function stillValid(at: number, tags: readonly string[]): boolean {
    if (at === syncedVersion) return true;
    const oldest = recentChanges[0]?.version;
    if (oldest === undefined || oldest > at + 1 || tags.includes(EVERY_CHANGE)) return false;
    const carried = new Set(tags);
    return !recentChanges.some(
      (change) => change.version > at && change.tags.some((tag) => tag === EVERY_CHANGE || carried.has(tag)),
    );
  }

  /** A built answer as an entry: its bytes, ETag and tags. */
  function entryOf({ body, tags, ...described }: CacheableAnswer): Entry {
    const identity = encoder.encode(body);
    return {
      ...described,
      etag: `W/"${Bun.hash(identity).toString(36)}"`,
      identity,
      encoded: {},
      tags: tagsOrAll(tags ?? []),
      builtAt: now(),
    };
  }

  function store(key: string, entry: Entry) {
    entry.cached = true;
    entries.set(key, entry);
    if (entries.has(key)) index(key, entry.tags);
  }

  function index(key: string, tags: readonly string[]) {
    for (const tag of tags) {
      const keys = keysByTag.get(tag);
      if (keys) keys.add(key);
      else keysByTag.set(tag, new Set([key]));
    }
  }

  /**
   * The entry as this request's answer: 304 when the browser holds it, else its body in the best encoding the
   * browser takes. Its headers are added to `headers` (over any of the same name).
   */
  function respond(request: Request, entry: Entry, key: string, headers: Record<string, unknown> = {}): Response {
    headers["cache-control"] = entry.cacheControl;
    headers.etag = entry.etag;
    headers.vary = "accept-encoding";
    if (entry.headers) Object.assign(headers, entry.headers);
    if (matches(request.headers.get("if-none-match"), entry.etag)) {
      return new Response(null, { status: 304, headers: headers as Record<string, string> });
    }
    headers["content-type"] = entry.contentType;
    const effort = entry.cached ? "cached" : "single";
    const encoding = entry.identity.length >= MIN_COMPRESSED_BYTES ? encodingFor(request, effort) : null;
    if (!encoding) return new Response(entry.identity, { headers: headers as Record<string, string> });
    let body = entry.encoded[encoding];
    if (!body) {
      body = compress(entry.identity, encoding, effort);
      entry.encoded[encoding] = body;
      // Stored again to count its new copy (lru-cache counts an entry's size when it is set with another value).
      if (entries.peek(key) === entry) {
        entries.delete(key);
        store(key, entry);
      }
    }
    headers["content-encoding"] = encoding;
    return new Response(body, { headers: headers as Record<string, string> });
  }

  /** The entry for this key at the current version, marked most recently used; undefined on a miss. */
  function lookup(key: string): MaybePromise<Entry | undefined> {
    // Only a key that has an entry costs the version's read.
    if (!entries.has(key)) return undefined;
    return andThen(currentVersion(), () => unexpired(key));
  }

  /** The entry under this key unless it is too old, marked most recently used. */
  function unexpired(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.builtAt > maxAgeMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * This GET's answer from the cache, or `build`'s (cached when it is a CacheableAnswer; a Response, such as an error
   * or a redirect, goes out as it is). The version is read before building, so a change that commits while the
   * answer is being built and carries one of its tags leaves it uncached rather than served as new.
   */
  async function answer(
    request: Request,
    build: () => CacheableAnswer | Response | Promise<CacheableAnswer | Response>,
  ): Promise<Response> {
    const key = await keyOf(request);
    if (key === null) return answerUncached(request, build);
    const hit = await lookup(key);
    if (hit) return respond(request, hit, key);
    const at = await currentVersion();
    // Requests for a page that is being rendered wait for it rather than each render it again.
    const rendering = inFlight.get(key);
    if (rendering?.at === at) {
      const entry = await rendering.entry;
      return entry ? respond(request, entry, key) : answer(request, build);
    }
    const toEntry = async (built: CacheableAnswer | Response): Promise<Entry | Response> => {
      if (built instanceof Response) return built;
      const entry = entryOf(built);
      await currentVersion();
      if (stillValid(at, entry.tags)) store(key, entry);
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
    return answered.then((result) => (result instanceof Response ? result : respond(request, result, key)));
  }

  /** An answer built for this request alone: a cacheable one is sent as it would be, and forgotten. */
  async function answerUncached(
    request: Request,
    build: () => CacheableAnswer | Response | Promise<CacheableAnswer | Response>,
  ): Promise<Response> {
    const built = await build();
    return built instanceof Response ? built : respond(request, entryOf(built), "");
  }

  /**
   * The value memoized under this key while no change has carried its tags, else `compute`'s, memoized: what a
   * list's miss would read again though an order changed none of it (how many products a filter matches, a search's
   * ranking).
   */
  async function memo<T>(key: string, tags: readonly string[], compute: () => Promise<T>): Promise<T> {
    const at = await currentVersion();
    const known = memos.get(MEMO + key);
    if (known && now() - known.builtAt <= maxAgeMs) return known.value as T;
    const value = await compute();
    await currentVersion();
    const carried = tagsOrAll(tags);
    if (stillValid(at, carried)) {
      memos.set(MEMO + key, { value, tags: carried, builtAt: now() });
      index(MEMO + key, carried);
    }
    return value;
  }

  /**
   * The values of these ids (products, as every answer prints them), each memoized while no change has carried its
   * tags; those not memoized are read together by `compute`, which answers the ones it found. A list's miss then
   * reads which products it holds, not the products again. Answers share memoized values: never change one.
   */
  async function memoEach<T>(
    kind: string,
    ids: readonly number[],
    tagsOf: (id: number) => readonly string[],
    compute: (ids: number[]) => Promise<Map<number, T>>,
  ): Promise<Map<number, T>> {
    const at = await currentVersion();
    const found = new Map<number, T>();
    const missing: number[] = [];
    const time = now();
    for (const id of ids) {
      const known = memos.get(`${MEMO}${kind}#${id}`);
      if (known && time - known.builtAt <= maxAgeMs) found.set(id, known.value as T);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const computed = await compute(missing);
    await currentVersion();
    for (const [id, value] of computed) {
      found.set(id, value);
      const tags = tagsOrAll(tagsOf(id));
      if (!stillValid(at, tags)) continue;
      const key = `${MEMO}${kind}#${id}`;
      memos.set(key, { value: freezeMemos ? deepFreeze(value) : value, tags, builtAt: now() });
      index(key, tags);
    }
    return found;
  }

  return {
    /**
     * This GET's answer if it is cached, answered before routing (src/server/cache/cached-answers.ts): the headers
     * already set for the request (its id, the security headers) are moved into the answer, so the framework
     * sends it as it is instead of copying it to merge them.
     */
    hit(request: Request, set: { headers: Record<string, unknown> }): MaybePromise<Response | undefined> {
      if (request.method !== "GET") return undefined;
      return andThen(keyOf(request), (key) =>
        key === null
          ? undefined
          : andThen(lookup(key), (entry) => {
              if (!entry) return undefined;
              const headers = set.headers;
              set.headers = {};
              return respond(request, entry, key, headers);
            }),
      );
    },

    answer,
    memo,
    memoEach,
    /** Answers cached and their bytes (for tests and the benchmark). */
    size: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** The value with every object and array in it frozen: shared by many answers, none may change it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** An API value as a cacheable JSON answer; browsers revalidate it (ETag) on every use. */
export const jsonAnswer = (value: unknown, tags?: readonly string[]): CacheableAnswer => ({
  body: JSON.stringify(value),
  contentType: JSON_CONTENT_TYPE,
  cacheControl: "no-cache",
  tags,
});
