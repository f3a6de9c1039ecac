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
   * What it shows, as the change tags that end it (src/server/cache/catalog-changes.ts): the products it shows, the
   * lists it is, the names it prints. Without them any change to the catalog ends it.
   */
  shows?: readonly string[];
}

interface Entry extends Omit<CacheableAnswer, "body" | "shows"> {
  etag: string;
  identity: Uint8Array<ArrayBuffer>;
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  shows: readonly string[];
  builtAt: number;
  /** Set once the answer is kept: it is then compressed harder, being sent many times (compression.ts). */
  kept?: true;
}

export interface AnswerCacheOptions {
  /** The catalog's current version (catalogVersion()); it moves with every committed change. */
  version: () => MaybePromise<number>;
  /**
   * The changes after a version up to another (catalogChanges()), each with the tags of what it changed: kept
   * answers that show none of them stay. Without it, or when the changes cannot be told, every answer goes.
   */
  changes?: (after: number, upTo: number) => MaybePromise<CatalogChange[] | null>;
  /** Memory kept for answers, compressed copies included; the least recently used go first. 0 keeps none. */
  maxBytes?: number;
  /** Answers kept at most, however small: each costs its key and bookkeeping beside its bytes. */
  maxEntries?: number;
  /** Values remembered at most (remember: counts and rankings behind lists, a few bytes each). */
  maxValues?: number;
  /**
   * Records remembered at most (rememberEach: products as every answer prints them): 10,000 generated products took
   * 15.9 MB of heap, ~1.6 kB each.
   */
  maxRecords?: number;
  /**
   * Freeze remembered records, which many answers share, so that code changing one fails at once. The store sets it
   * outside production only: JSON.stringify of frozen objects takes ~60% longer on Bun 1.4.5.
   */
  freezeRecords?: boolean;
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

interface Remembered {
  value: unknown;
  shows: readonly string[];
  builtAt: number;
}

/** Where remembered values' keys begin, apart from kept answers' in the index of what they show. */
const VALUE = "=";

/** Where records' keys begin (rememberEach), apart from values' and kept answers'. */
const RECORD = "#";

/** What something kept says it shows; saying nothing is showing everything (any change ends it). */
const saidOrEverything = (shows: readonly string[]): readonly string[] => (shows.length > 0 ? shows : [EVERY_CHANGE]);

/** Changes remembered after they were applied, to tell whether an answer built meanwhile shows one of them. */
const RECENT_CHANGES = 2_000;

/** RFC 9110: If-None-Match is `*` or a list of (possibly weak) tags; weak comparison applies to GET. */
const matches = (ifNoneMatch: string | null, etag: string) =>
  ifNoneMatch !== null && (ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim() === etag));

/**
 * Storefront answers (catalog API reads, storefront pages and their data) kept in memory by URL. Each says what it
 * shows (tags); a committed change to the catalog ends the answers showing what it changed, so a price, stock or
 * name change shows on the very next read while the rest stay (an order ends the pages of the parts it took, not the
 * shop's). Each is compressed once per encoding and carries an ETag, so a browser that has it gets 304. A hit costs
 * the same however many are kept (lru-cache: a touch moves two links, where a Map's delete and set grew with its size).
 */
export function createAnswerCache({
  version,
  changes,
  maxBytes = 48 * 1024 * 1024,
  maxEntries = 20_000,
  maxValues = 5_000,
  maxRecords = 10_000,
  freezeRecords = true,
  maxAgeMs = 10 * 60 * 1000,
  now = () => performance.now(),
  keyOf: keyOfRequest = (request) => request.url,
}: AnswerCacheOptions) {
  const keyOf = maxBytes > 0 ? keyOfRequest : () => null;
  /** The keys of the kept answers and remembered values showing each tag (a value's key starts with VALUE). */
  const showing = new Map<string, Set<string>>();
  const unindex = ({ shows }: { shows: readonly string[] }, key: string) => {
    for (const tag of shows) {
      const keys = showing.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) showing.delete(tag);
    }
  };
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (entry, key) => entryBytes(entry, key),
    dispose: unindex,
  });
  const values = new LRUCache<string, Remembered>({ max: maxValues, dispose: unindex });
  const records = new LRUCache<string, Remembered>({ max: maxRecords, dispose: unindex });
  /** The store a key of the index of what they show belongs to. */
  const holding = (key: string) => (key.startsWith(VALUE) ? values : key.startsWith(RECORD) ? records : entries);
  const inFlight = new Map<string, { at: number; entry: Promise<Entry | undefined> }>();
  /** Changes applied, oldest first, each as the version it made and its tags. */
  const recent: CatalogChange[] = [];
  let keptAtVersion = Number.NaN;
  let catchingUp: Promise<number> | undefined;

  const entryBytes = (entry: Entry, key: string) =>
    key.length +
    entry.identity.length +
    Object.values(entry.encoded).reduce((sum, body) => sum + (body?.length ?? 0), 0);

  /** Drops every kept answer and remembered value. */
  function dropAll() {
    entries.clear();
    values.clear();
    records.clear();
  }

  function forgetAll(current: number) {
    dropAll();
    recent.length = 0;
    keptAtVersion = current;
  }

  /** Ends the kept answers showing any of the tags, and those that did not say what they show. */
  function end(tags: readonly string[]) {
    if (tags.includes(EVERY_CHANGE)) return dropAll();
    for (const tag of [...tags, EVERY_CHANGE]) {
      const keys = showing.get(tag);
      if (keys) for (const key of [...keys]) holding(key).delete(key);
    }
  }

  /** Applies the changes after the kept version up to `current`; all answers go when they cannot be told. */
  async function catchUp(current: number): Promise<number> {
    const from = keptAtVersion;
    const told = changes && !Number.isNaN(from) && current > from ? await changes(from, current) : null;
    // Another catch-up moved it meanwhile (NaN, before the first, equals itself here).
    if (!Object.is(keptAtVersion, from)) return keptAtVersion;
    const versions = new Set(told?.map((change) => change.version));
    // Every version in between made at least one change: a missing one was pruned, or the version moved by hand.
    if (!told || versions.size !== current - from) {
      forgetAll(current);
      return current;
    }
    for (const change of told) end(change.tags);
    recent.push(...told);
    if (recent.length > RECENT_CHANGES) recent.splice(0, recent.length - RECENT_CHANGES);
    keptAtVersion = current;
    return current;
  }

  /** The current version, once the changes up to it have ended the answers they change. */
  function currentVersion(): MaybePromise<number> {
    return andThen(version(), (current) => {
      if (current === keptAtVersion) return current;
      if (!catchingUp) {
        catchingUp = catchUp(current).finally(() => {
          catchingUp = undefined;
        });
      }
      // A version newer than the one being caught up to waits for that, then catches up again.
      return catchingUp.then((reached) => (reached >= current ? reached : currentVersion()));
    });
  }

  /** Whether an answer built from version `at` shows nothing changed since (every change after `at` is known). */
  function unchangedSince(at: number, shows: readonly string[]): boolean {
    if (at === keptAtVersion) return true;
    const oldest = recent[0]?.version;
    if (oldest === undefined || oldest > at + 1 || shows.includes(EVERY_CHANGE)) return false;
    const shown = new Set(shows);
    return !recent.some(
      (change) => change.version > at && change.tags.some((tag) => tag === EVERY_CHANGE || shown.has(tag)),
    );
  }

  /** A built answer as an entry: its bytes, ETag and what it shows. */
  function entryOf({ body, shows, ...described }: CacheableAnswer): Entry {
    const identity = encoder.encode(body);
    return {
      ...described,
      etag: `W/"${Bun.hash(identity).toString(36)}"`,
      identity,
      encoded: {},
      shows: saidOrEverything(shows ?? []),
      builtAt: now(),
    };
  }

  function keep(key: string, entry: Entry) {
    entry.kept = true;
    entries.set(key, entry);
    if (entries.has(key)) index(key, entry.shows);
  }

  function index(key: string, shows: readonly string[]) {
    for (const tag of shows) {
      const keys = showing.get(tag);
      if (keys) keys.add(key);
      else showing.set(tag, new Set([key]));
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
    const effort = entry.kept ? "kept" : "single";
    const encoding = entry.identity.length >= MIN_COMPRESSED_BYTES ? encodingFor(request, effort) : null;
    if (!encoding) return new Response(entry.identity, { headers: headers as Record<string, string> });
    let body = entry.encoded[encoding];
    if (!body) {
      body = compress(entry.identity, encoding, effort);
      entry.encoded[encoding] = body;
      // Kept again to count its new copy (lru-cache counts an entry's size when it is set with another value).
      if (entries.peek(key) === entry) {
        entries.delete(key);
        keep(key, entry);
      }
    }
    headers["content-encoding"] = encoding;
    return new Response(body, { headers: headers as Record<string, string> });
  }

  /** The answer kept for this key at the current version, marked most recently used; undefined on a miss. */
  function kept(key: string): MaybePromise<Entry | undefined> {
    // Only a key that has an answer costs the version's read.
    if (!entries.has(key)) return undefined;
    return andThen(currentVersion(), () => fresh(key));
  }

  /** The entry under this key unless it is too old, marked most recently used. */
  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.builtAt > maxAgeMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * This GET's answer from memory, or `build`'s (kept when it is a CacheableAnswer; a Response, such as an error
   * or a redirect, goes out as it is). The version is read before building, so a change that commits while the
   * answer is being built and touches what it shows leaves it unkept rather than served as new.
   */
  async function answer(
    request: Request,
    build: () => CacheableAnswer | Response | Promise<CacheableAnswer | Response>,
  ): Promise<Response> {
    const key = await keyOf(request);
    if (key === null) return answerUnkept(request, build);
    const hit = await kept(key);
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
      if (unchangedSince(at, entry.shows)) keep(key, entry);
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
  async function answerUnkept(
    request: Request,
    build: () => CacheableAnswer | Response | Promise<CacheableAnswer | Response>,
  ): Promise<Response> {
    const built = await build();
    return built instanceof Response ? built : respond(request, entryOf(built), "");
  }

  /**
   * The value under this key while nothing it shows has changed, else `compute`'s, remembered: what a list's miss
   * would read again though an order changed none of it (how many products a filter matches, a search's ranking).
   */
  async function remember<T>(key: string, told: readonly string[], compute: () => Promise<T>): Promise<T> {
    const at = await currentVersion();
    const known = values.get(VALUE + key);
    if (known && now() - known.builtAt <= maxAgeMs) return known.value as T;
    const value = await compute();
    await currentVersion();
    const shows = saidOrEverything(told);
    if (unchangedSince(at, shows)) {
      values.set(VALUE + key, { value, shows, builtAt: now() });
      index(VALUE + key, shows);
    }
    return value;
  }

  /**
   * The records of these ids (products, as every answer prints them) while nothing each shows has changed; those
   * not remembered are read together by `compute`, which answers the ones it found, and remembered. A list's miss
   * then reads which products it holds, not the products again. Answers share remembered records: never change one.
   */
  async function rememberEach<T>(
    kind: string,
    ids: readonly number[],
    showsOf: (id: number) => readonly string[],
    compute: (ids: number[]) => Promise<Map<number, T>>,
  ): Promise<Map<number, T>> {
    const at = await currentVersion();
    const found = new Map<number, T>();
    const missing: number[] = [];
    const time = now();
    for (const id of ids) {
      const known = records.get(`${RECORD}${kind} ${id}`);
      if (known && time - known.builtAt <= maxAgeMs) found.set(id, known.value as T);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const computed = await compute(missing);
    await currentVersion();
    for (const [id, value] of computed) {
      found.set(id, value);
      const shows = saidOrEverything(showsOf(id));
      if (!unchangedSince(at, shows)) continue;
      const key = `${RECORD}${kind} ${id}`;
      records.set(key, { value: freezeRecords ? deepFreeze(value) : value, shows, builtAt: now() });
      index(key, shows);
    }
    return found;
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
              return respond(request, entry, key, headers);
            }),
      );
    },

    answer,
    remember,
    rememberEach,
    /** Answers kept and their bytes (for tests and the benchmark). */
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
export const jsonAnswer = (value: unknown, shows?: readonly string[]): CacheableAnswer => ({
  body: JSON.stringify(value),
  contentType: JSON_CONTENT_TYPE,
  cacheControl: "no-cache",
  shows,
});
