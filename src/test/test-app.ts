import { existsSync } from "node:fs";
import { createApp } from "../server/app";
import { type Config, loadConfig } from "../server/config";
import type { FieldError } from "../server/http/app-error";
import { createLogger } from "../server/logger";
import { TEST_PASSWORD_COST } from "./accounts";
import { type Contract, createContract, type OpenApiDocument } from "./api-contract";
import { signTestToken } from "./staff-token";
import { tempFolder } from "./temp-folders";
import { testDatabase } from "./test-database";
import { noteErrorLine } from "./unexpected-errors";

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  /** A database file to open instead of a fresh in-memory one: two stores over one file are two instances. */
  database?: string;
}

export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789";

/** One folder of each kind (uploads, slips) for the test apps of a test file, removed when the file ends. */
const sharedFolders = new Map<string, string>();
function testFolder(kind: string): string {
  let folder = sharedFolders.get(kind);
  if (!folder || !existsSync(folder)) {
    folder = tempFolder(`store-test-${kind}-`);
    sharedFolders.set(kind, folder);
  }
  return folder;
}

/** The API contract, read once per test process from the first store's own OpenAPI document. */
let contract: Promise<Contract> | undefined;
function contractOf(app: ReturnType<typeof createApp>): Promise<Contract> {
  contract ??= app
    .handle(new Request("http://localhost/api/v1/openapi/json"))
    .then((response) => response.json())
    .then((document) => createContract(document as OpenApiDocument));
  return contract;
}

/** The contract every test's answers are checked against (for tests of the contract and the fuzzer). */
export const apiContract = (): Promise<Contract> => contract ?? contractOf(makeTestApp().app);

/** Throws when an API answer is not what the OpenAPI document promises for its operation and status. */
export async function checkContract(app: ReturnType<typeof createApp>, request: Request, response: Response) {
  if (!new URL(request.url).pathname.startsWith("/api/v1/") || request.method === "HEAD") return;
  if (!response.headers.get("content-type")?.includes("application/json")) return;
  const body = await response.clone().json();
  const problem = (await contractOf(app)).breach(request.method, request.url, response.status, body);
  if (problem) throw new Error(`API contract: ${problem}`);
}

/** A whole store over an in-memory database (or the given file), with its log lines captured for assertions. */
export function makeTestApp({ env = {}, now, database }: TestAppOptions = {}) {
  const uploads = testFolder("uploads");
  const loaded = loadConfig({
    DATABASE_URL: ":memory:",
    UPLOADS_DIR: uploads,
    SLIPS_DIR: testFolder("slips"),
    LOG_LEVEL: "debug",
    SEED: "none",
    JWT_SECRET: TEST_JWT_SECRET,
    // Tests post many forms from one client without a proof of work; the bot-check tests set their own budget.
    PROOFLESS_POSTS_PER_HOUR: "1000000",
    // The shop-wide budget of uncached reads is paid in time taken, which a slow machine spends sooner: tests that
    // are not about it turn it off (http/read-budget.test.ts sets its own).
    READ_WORK_MS_PER_SECOND: "0",
    ...env,
  });
  const config: Config & { jwtSecret: string } = { ...loaded, jwtSecret: loaded.jwtSecret ?? TEST_JWT_SECRET };
  const db = testDatabase(database);
  const logs: string[] = [];
  const logger = createLogger(config.logLevel, (line) => {
    logs.push(line);
    if (line.includes('"level":"error"')) noteErrorLine(line);
  });
  const app = createApp({ db, config, logger, clock: now, passwordCost: TEST_PASSWORD_COST });

  /** Calls the app like a client would; `path` is relative to the origin. */
  async function request(path: string, init: RequestInit & { json?: unknown } = {}) {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set("content-type", "application/json");
    const sent = new Request(`http://localhost${path}`, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
    const response = await app.handle(sent);
    await checkContract(app, sent, response);
    return response;
  }

  /** Calls the API and reads the envelope. */
  async function api<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}) {
    const response = await request(`/api/v1${path}`, init);
    const body = (await response.json()) as {
      code: number;
      message: string;
      data: T;
      errors?: FieldError[];
    };
    return { status: response.status, headers: response.headers, body };
  }

  /** Headers of a signed-in, active staff member (created on first use). */
  let staffHeaders: Promise<Record<string, string>> | undefined;
  function asStaff(): Promise<Record<string, string>> {
    staffHeaders ??= signTestToken(db, TEST_JWT_SECRET).then((token) => ({
      authorization: `Bearer ${token}`,
    }));
    return staffHeaders;
  }

  /** Headers of a signed-in, active admin (created on first use). */
  let adminHeaders: Promise<Record<string, string>> | undefined;
  function asAdmin(): Promise<Record<string, string>> {
    adminHeaders ??= signTestToken(db, TEST_JWT_SECRET, { role: "ADMIN" }).then((token) => ({
      authorization: `Bearer ${token}`,
    }));
    return adminHeaders;
  }

  /** The store's clock (codes of an authenticator are made for its time). */
  const clock = now ?? (() => new Date());

  return { app, db, config, logs, clock, request, api, asStaff, asAdmin };
}

export type TestApp = ReturnType<typeof makeTestApp>;
