import { afterEach, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import packageJson from "../package.json" with { type: "json" };
import { freePort } from "../scripts/local-server";
import { ENGINE } from "../src/db/engine";
import { runStore } from "../src/test/run-store";
import { apiCall, apiToken } from "./support/console";
import { type RunningStore, startStore } from "./support/server";

let running: RunningStore | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

const entriesOf = (lines: string[]) =>
  lines.map((line) => JSON.parse(line) as { level: string; message: string } & Record<string, unknown>);

describe("the command line", () => {
  test("--help and --version answer and exit without starting the store", async () => {
    const help = await runStore(["--help"], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toStartWith("Usage: bun src/server/main.ts [command]");
    for (const word of ["backup [folder]", "restore <folder> [--replace]", "--health", "DATABASE_URL", "PUBLIC_URL"]) {
      expect(help.stdout).toContain(word);
    }
    expect(help.stdout).not.toContain("store is open");
    const version = await runStore(["--version"], {});
    expect(version).toEqual({ code: 0, stdout: `car-parts-store ${packageJson.version}\n`, stderr: "" });
  });

  test("an unknown option or command is refused with the usage, and the store never starts", async () => {
    for (const args of [
      ["--frobnicate"],
      ["serve-please"],
      ["--help", "extra"],
      ["restore"],
      ["restore", "a", "--force"],
    ]) {
      const run = await runStore(args, { DATABASE_URL: ":memory:" });
      expect({ args, code: run.code }).toEqual({ args, code: 1 });
      expect(run.stderr).toContain("Usage: bun src/server/main.ts [command]");
      expect(run.stdout).not.toContain("store is open");
    }
  });

  test("--health asks the running store at HOST:PORT, and fails when none answers", async () => {
    running = await startStore({ HOST: "127.0.0.2" });
    const port = new URL(running.url).port;
    const healthy = await runStore(["--health"], { HOST: "127.0.0.2", PORT: port });
    expect(healthy.code).toBe(0);
    expect(healthy.stdout).toContain('"status":"ok"');
    // Not on the default loopback address: the store listens on 127.0.0.2 only.
    const elsewhere = await runStore(["--health"], { HOST: "127.0.0.1", PORT: port });
    expect(elsewhere.code).toBe(1);
    const nobody = await runStore(["--health"], { PORT: String(freePort()) });
    expect(nobody.code).toBe(1);
    expect(nobody.stderr.trim().split("\n")).toHaveLength(1);
  });

  test("a backup into a folder that cannot be made says why in one line", async () => {
    const blocker = join(mkdtempSync(join(tmpdir(), "store-backup-")), "a-file");
    writeFileSync(blocker, "");
    const run = await runStore(["backup", join(blocker, "backup")], { DATABASE_URL: `file:${blocker}.db` });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Backup failed: part of the path is a file, not a folder\. Name a folder/);
  });

  test.skipIf(ENGINE === "postgres")(
    "backup runs beside the live store; restore is refused while the store has the database open",
    async () => {
      running = await startStore();
      const database = running.databasePath;
      const into = join(dirname(database), "backup-1");
      const backedUp = await runStore(["backup", into], { DATABASE_URL: `file:${database}` });
      expect(backedUp.code).toBe(0);
      expect(backedUp.stdout).toStartWith(`Backed up to ${into} in `);
      expect(statSync(join(into, "store.db")).mode & 0o777).toBe(0o600);
      expect(statSync(into).mode & 0o777).toBe(0o700);

      const env = { DATABASE_URL: `file:${database}`, UPLOADS_DIR: join(dirname(database), "uploads") };
      const refused = await runStore(["restore", into, "--replace"], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(
        `Restore failed: ${database} is in use by a running store; stop the store, then restore`,
      );
      // The live store still takes orders into the same file.
      expect((await fetch(`${running.url}/health`)).status).toBe(200);

      running.process.kill("SIGTERM");
      await running.ended();
      const restored = await runStore(["restore", into, "--replace"], env);
      expect(restored).toMatchObject({ code: 0, stdout: `Restored ${into} into ${database}\n` });
      expect(statSync(database).mode & 0o777).toBe(0o600);
    },
  );

  test.if(ENGINE === "postgres")("on PostgreSQL, backup says to use pg_dump and changes nothing", async () => {
    running = await startStore();
    const backedUp = await runStore(["backup"], { DATABASE_URL: running.databaseUrl });
    expect(backedUp.code).toBe(1);
    expect(backedUp.stderr).toContain("pg_dump --format=custom");
    expect(backedUp.stderr).not.toContain(running.databaseUrl);
    expect((await fetch(`${running.url}/health`)).status).toBe(200);
  });
});

describe("the first start", () => {
  test("keeps the generated admin password in an owner-only file, removed once the admin changes it", async () => {
    running = await startStore({ ADMIN_PASSWORD: "" });
    const file = join(dirname(running.databasePath), "initial-admin-password");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    if (ENGINE === "sqlite") expect(statSync(running.databasePath).mode & 0o777).toBe(0o600);
    const [email, password] = readFileSync(file, "utf8").split("\n");
    expect(email).toBe("admin@example.com");
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);

    // The first sign-in sets up the admin's authenticator (two steps), as the console would ask.
    const token = await apiToken(running.url, email as string, password as string);
    const staff = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const me = await apiCall<{ id: number }>(running.url, "/auth/me", { token });
    const changed = await fetch(`${running.url}/api/v1/users/set-user-password/${me.id}`, {
      method: "PUT",
      headers: staff,
      body: JSON.stringify({ password: "the owner's own passphrase 2026" }),
    });
    expect(changed.status).toBe(200);
    expect(existsSync(file)).toBe(false);

    // The log said where the password is, and never the password itself.
    const lines = await readLog(running);
    expect(lines.join("\n")).not.toContain(password as string);
    expect(entriesOf(lines).find((entry) => entry.passwordFile === file)?.level).toBe("info");
  });

  test("a production start without PUBLIC_URL warns once that public links say localhost", async () => {
    running = await startStore({ NODE_ENV: "production" });
    const warned = (lines: string[]) =>
      entriesOf(lines).filter((entry) => String(entry.message).startsWith("PUBLIC_URL"));
    const unset = warned(await readLog(running));
    expect(unset).toHaveLength(1);
    expect(unset[0]).toMatchObject({ level: "warn", publicUrl: expect.stringMatching(/^http:\/\/localhost:/) });
    await running.stop();

    running = await startStore({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.lk" });
    expect(warned(await readLog(running))).toHaveLength(0);
  });
});

/** The store's log so far: it is stopped to read every line it wrote. */
async function readLog(store: RunningStore): Promise<string[]> {
  store.process.kill("SIGTERM");
  return (await store.ended()).lines;
}
