import { describe, expect, test } from "bun:test";
import { resolve } from "node:path";
import { usage } from "./cli/command-line";
import { ConfigError, loadConfig } from "./config";
import { ENVIRONMENT } from "./environment";

describe("loadConfig", () => {
  test("every setting has a working default", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.databasePath).toBe(resolve("data/store.db"));
    expect(config.uploadsDir).toBe(resolve("data/uploads"));
    expect(config.seed).toBe("demo");
    expect(config.adminEmail).toBe("admin@example.com");
    expect(config.adminPassword).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.logLevel).toBe("info");
    expect(config.shopName.length).toBeGreaterThan(0);
  });

  test("reads and normalises the environment", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: ":memory:",
      SEED: "NONE",
      ADMIN_EMAIL: "Owner@Shop.LK",
      SHOP_NAME: "Kandy Motors",
      LOG_LEVEL: "warn",
    });
    expect(config.port).toBe(8080);
    expect(config.databasePath).toBe(":memory:");
    expect(config.seed).toBe("none");
    expect(config.adminEmail).toBe("owner@shop.lk");
    expect(config.shopName).toBe("Kandy Motors");
    expect(config.logLevel).toBe("warn");
  });

  test("a file: URL names the database file", () => {
    expect(loadConfig({ DATABASE_URL: "file:/tmp/x/shop.db" }).databasePath).toBe("/tmp/x/shop.db");
    expect(loadConfig({ DATABASE_URL: "file:/tmp/x/shop.db" }).dataDir).toBe("/tmp/x");
  });

  test("a postgres: URL names a PostgreSQL database; the data folder holds the rest", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://shop:secret@db.internal:5432/store" });
    expect(config.postgresUrl).toBe("postgres://shop:secret@db.internal:5432/store");
    expect(config.databasePath).toBe("");
    expect(config.dataDir).toBe(resolve("data"));
    expect(loadConfig({ DATABASE_URL: "file:/tmp/x/shop.db" }).postgresUrl).toBeUndefined();
  });

  test("a bad PostgreSQL URL is refused without echoing its password", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgresql://shop:hunter2@/" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: "postgresql://shop:hunter2@/" })).not.toThrow(/hunter2/);
  });

  test.each([
    [{ PORT: "abc" }, /PORT must be a whole number/],
    [{ PORT: "70000" }, /PORT must be a whole number from 0 to 65535 \(got "70000"\)/],
    [{ SEED: "lots" }, /SEED must be one of demo, none/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL must be one of/],
    [{ DATABASE_URL: "mysql://db/shop" }, /DATABASE_URL must be file:<path>, :memory: or postgres:/],
    [{ DATABASE_URL: "postgres://db" }, /DATABASE_URL is not a valid PostgreSQL URL/],
    [{ ADMIN_EMAIL: "nobody" }, /ADMIN_EMAIL must be an e-mail address/],
    [{ ADMIN_PASSWORD: "short" }, /ADMIN_PASSWORD must be at least 12 characters/],
    [{ JWT_SECRET: "tiny" }, /JWT_SECRET must be at least 32 characters/],
    [{ SMTP_URL: "http://mail" }, /SMTP_URL must be a URL starting with smtp/],
    [{ TRUST_PROXY: "yes" }, /TRUST_PROXY must be true, false or how many proxies stand in front \(0 to 10\)/],
    [{ READS_BURST: "0" }, /READS_BURST must be a whole number from 1 to 1000000 \(got "0"\)/],
    [{ SMS_PROVIDER: "dialog" }, /SMS_PROVIDER must be one of notifylk, textlk \(got "dialog"\)/],
    [{ SMS_SENDER_ID: "LankaAutoParts" }, /SMS_SENDER_ID must be at most 11 characters/],
    [{ PUBLIC_URL: "https://shop.lk/store" }, /PUBLIC_URL must be like https:\/\/shop.example.lk, with no path/],
    [{ PAYHERE_CHECKOUT_URL: "payhere.lk" }, /PAYHERE_CHECKOUT_URL must be an http\(s\) URL/],
    [{ PAYHERE_MERCHANT_ID: "1211149" }, /^PAYHERE_MERCHANT_ID is set but PAYHERE_MERCHANT_SECRET is not: set both/],
    [{ PAYHERE_MERCHANT_SECRET: "c2VjcmV0" }, /^PAYHERE_MERCHANT_SECRET is set but PAYHERE_MERCHANT_ID is not/],
  ])("refuses %p with one clear line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  test("a secret's value is never in the line that refuses it", () => {
    for (const [name, value] of [
      ["JWT_SECRET", "tiny-secret"],
      ["ADMIN_PASSWORD", "hunter2"],
      ["SMTP_URL", "http://user:hunter2@mail"],
    ] as const) {
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name} must be`));
      expect(() => loadConfig({ [name]: value })).not.toThrow(value);
    }
  });

  test("TRUST_PROXY is false, true or a count of proxies; blank values are unset", () => {
    expect(loadConfig({}).proxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "TRUE" }).proxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).proxyHops).toBe(2);
    expect(loadConfig({ PORT: "  ", SHOP_NAME: "" }).port).toBe(3000);
    expect(loadConfig({ PUBLIC_URL: "https://shop.example.lk/" }).publicUrl).toBe("https://shop.example.lk");
  });

  test("the README's configuration table and --help list every variable the store reads, and no other", async () => {
    const readme = await Bun.file("README.md").text();
    const table = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
    );
    const inTable = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((match) => match[1]);
    const help = usage("car-parts-store");
    const inHelp = help.slice(help.indexOf("Settings")).match(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\b(PORT|HOST|SEED)\b/g);
    const declared = Object.keys(ENVIRONMENT.properties).sort();
    expect([...new Set(inTable)].sort()).toEqual(declared);
    expect([...new Set(inHelp)].sort()).toEqual(declared);
  });

  test("a bad PORT stops start-up with one line naming the variable", () => {
    const result = Bun.spawnSync([process.execPath, "src/server/main.ts"], {
      env: { ...process.env, PORT: "abc", DATABASE_URL: ":memory:" },
      stderr: "pipe",
      stdout: "pipe",
    });
    expect(result.exitCode).toBe(1);
    expect(result.stderr.toString().trim()).toBe(
      'Configuration error: PORT must be a whole number from 0 to 65535 (got "abc")',
    );
  });
});
