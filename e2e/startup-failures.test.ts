import { afterAll, describe, expect, test } from "bun:test";
import {
  closeSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/db/database";
import { ENGINE } from "../src/db/engine";
import { asStoreHandle } from "../src/db/engine-handles";
import { seedDemo } from "../src/db/seed/seed-demo";
import { runStore } from "../src/test/run-store";

const work = mkdtempSync(join(tmpdir(), "store-startup-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let folders = 0;
const folder = () => {
  const path = join(work, `case-${++folders}`);
  mkdirSync(path);
  return path;
};

/** A demo store's database file, closed, as a stopped store leaves it. */
async function demoDatabase(into: string) {
  const path = join(into, "store.db");
  const db = openDatabase(path);
  await seedDemo(asStoreHandle(db));
  db.$client.run("PRAGMA wal_checkpoint(TRUNCATE)");
  db.$client.close();
  return path;
}

/** The start must end with exit status 1 and exactly one line on stderr, with no stack trace anywhere. */
async function failsWithOneLine(env: Record<string, string | undefined>) {
  const run = await runStore([], { ADMIN_PASSWORD: "startup-test-password", ...env });
  expect(run.code).toBe(1);
  const line = run.stderr.trim();
  expect(line.split("\n")).toHaveLength(1);
  expect(`${run.stdout}${run.stderr}`).not.toMatch(/^\s+at |\.tsx?:\d+|^\w*Error:/m);
  return line;
}

describe("a start-up an operator broke ends with one line saying what to do", () => {
  test("the port is in use", async () => {
    const taken = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
    try {
      const dir = folder();
      const line = await failsWithOneLine({ PORT: String(taken.port), DATABASE_URL: `file:${join(dir, "store.db")}` });
      expect(line).toBe(`Cannot listen on 127.0.0.1:${taken.port}: the port is in use. Set PORT to a free port.`);
      // Checked before anything is written: no database, no password file, no JWT secret.
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      await taken.stop(true);
    }
  });

  test("HOST is not an address of this machine", async () => {
    const dir = folder();
    const line = await failsWithOneLine({ HOST: "192.0.2.1", DATABASE_URL: `file:${join(dir, "data", "store.db")}` });
    expect(line).toMatch(/^Cannot listen on 192\.0\.2\.1:0: this machine has no such address\. Set HOST/);
    expect(readdirSync(dir)).toEqual([]);
  });

  test("HOST is not an address at all", async () => {
    const dir = folder();
    const line = await failsWithOneLine({ HOST: "999.1.1.1", DATABASE_URL: `file:${join(dir, "data", "store.db")}` });
    expect(line).toBe(
      "Cannot listen on 999.1.1.1:0: HOST is neither an IP address nor a name this machine can resolve. Set HOST to one of its addresses, or 0.0.0.0 for all.",
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  test("the database's folder cannot be made (a file is where a folder must be)", async () => {
    const blocker = join(folder(), "not-a-folder");
    writeFileSync(blocker, "");
    const line = await failsWithOneLine({ DATABASE_URL: `file:${join(blocker, "shop", "store.db")}` });
    expect(line).toBe(
      `Cannot write the data folder ${join(blocker, "shop")}: part of the path is a file, not a folder. Make it writable by the user running the store, or set DATABASE_URL to a file in another folder.`,
    );
  });

  test("the uploads folder is not a folder", async () => {
    const dir = folder();
    const uploads = join(dir, "uploads");
    writeFileSync(uploads, "");
    const line = await failsWithOneLine({ DATABASE_URL: `file:${join(dir, "store.db")}`, UPLOADS_DIR: uploads });
    expect(line).toMatch(new RegExp(`^Cannot write the uploads folder ${uploads}: .+\\. .*set UPLOADS_DIR`));
  });

  test("the uploads folder cannot be made", async () => {
    const dir = folder();
    writeFileSync(join(dir, "file"), "");
    const uploads = join(dir, "file", "uploads");
    const line = await failsWithOneLine({ DATABASE_URL: `file:${join(dir, "store.db")}`, UPLOADS_DIR: uploads });
    expect(line).toStartWith(`Cannot write the uploads folder ${uploads}: part of the path is a file, not a folder.`);
  });

  test("the database is a folder", async () => {
    const dir = folder();
    mkdirSync(join(dir, "store.db"));
    const line = await failsWithOneLine({ DATABASE_URL: `file:${join(dir, "store.db")}` });
    expect(line).toMatch(/^Cannot open the database .+store\.db \(DATABASE_URL\): .+\. .*set DATABASE_URL/);
  });

  test("SMTP_URL has the right scheme but does not parse", async () => {
    const line = await failsWithOneLine({ DATABASE_URL: ":memory:", SMTP_URL: "smtp://[mail.example.lk:25" });
    expect(line).toStartWith("Configuration error: SMTP_URL is not a valid URL");
    expect(line).not.toContain("mail.example.lk");
  });

  // A SQLite file made by this process: on a PostgreSQL run its tables are PostgreSQL's (src/db/engine.ts).
  test.if(ENGINE === "sqlite")(
    "a database with 64 KB of random bytes in the middle is refused, naming the restore command",
    async () => {
      const dir = folder();
      const path = await demoDatabase(dir);
      const fd = openSync(path, "r+");
      writeSync(fd, crypto.getRandomValues(new Uint8Array(65536)), 0, 65536, Math.floor(statSync(path).size / 2));
      closeSync(fd);
      const line = await failsWithOneLine({ DATABASE_URL: `file:${path}` });
      expect(line).toMatch(
        new RegExp(`^The database ${path} is damaged \\(.+\\)\\. .*bun run restore <backup folder> --replace\\.$`),
      );
    },
  );

  test.if(ENGINE === "sqlite")("a truncated database is refused", async () => {
    const dir = folder();
    const path = await demoDatabase(dir);
    truncateSync(path, Math.floor(statSync(path).size / 3));
    const line = await failsWithOneLine({ DATABASE_URL: `file:${path}` });
    expect(line).toStartWith(`The database ${path} is damaged (`);
  });

  test.if(ENGINE === "sqlite")(
    "an empty database file in production is refused unless SEED says what to start",
    async () => {
      const dir = folder();
      const path = join(dir, "store.db");
      writeFileSync(path, "");
      const line = await failsWithOneLine({ NODE_ENV: "production", SEED: undefined, DATABASE_URL: `file:${path}` });
      expect(line).toStartWith(`The database ${path} is empty (0 bytes): the shop's data is not in it.`);
      expect(line).toContain("set SEED=demo (the demo catalog) or SEED=none");
      // Nothing was made: no tables, no admin, no password file.
      expect(statSync(path).size).toBe(0);
      expect(readdirSync(dir)).toEqual(["store.db"]);
    },
  );

  test("a PostgreSQL server that does not answer is named, without the password", async () => {
    const line = await failsWithOneLine({ DATABASE_URL: "postgres://shop:s3cret-pass@127.0.0.1:1/store" });
    expect(line).toStartWith("Cannot open the PostgreSQL database store on 127.0.0.1:1 (DATABASE_URL): ");
    expect(line).not.toContain("s3cret-pass");
  });

  test("a file that is not a database is refused", async () => {
    const dir = folder();
    const path = join(dir, "store.db");
    copyFileSync(join(import.meta.dir, "../package.json"), path);
    const line = await failsWithOneLine({ DATABASE_URL: `file:${path}` });
    expect(line).toStartWith(`The database ${path} is damaged (file is not a database).`);
  });

  test("LOG_LEVEL=debug adds the stack after the line", async () => {
    const blocker = join(folder(), "file");
    writeFileSync(blocker, "");
    const run = await runStore([], { LOG_LEVEL: "debug", DATABASE_URL: `file:${join(blocker, "store.db")}` });
    expect(run.code).toBe(1);
    expect(run.stderr.split("\n")[0]).toStartWith("Cannot write the data folder");
    expect(run.stderr.split("\n").length).toBeGreaterThan(3);
  });
});
