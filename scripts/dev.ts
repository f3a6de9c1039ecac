import { type FSWatcher, watch } from "node:fs";
import { join, resolve } from "node:path";
import type { Subprocess } from "bun";
import { TEST_PAYHERE } from "../src/test/payhere-notice";
import { startPayHereStandIn } from "../src/test/payhere-stand-in";
import { notifyLkSettings, startSmsGatewayStandIn } from "../src/test/sms-gateway-stand-in";
import { ensureAssets } from "./build";
import { writeGeneratedFiles } from "./generate-pages";

/**
 * `bun run dev`: runs the store and restarts it whenever a source file changes; each start rebuilds the browser
 * bundles and the stylesheet when their sources changed (ensureAssets), so a reload shows the edit.
 * A plain `bun --watch` would miss edits to the stylesheet and to pages the server has not loaded yet.
 */
const ROOT = resolve(import.meta.dir, "..");
const WATCHED = ["src", "drizzle", "scripts/build.ts"];

let server: Subprocess | undefined;

/** Without a PayHere merchant of its own, development pays through the local stand-in (src/test/payhere-stand-in.ts). */
const payhere = process.env.PAYHERE_MERCHANT_ID ? undefined : startPayHereStandIn();
const payhereEnv = payhere ? { ...TEST_PAYHERE, PAYHERE_CHECKOUT_URL: payhere.checkoutUrl } : {};
if (payhere) console.log(`Card payments go to the local PayHere stand-in at ${payhere.checkoutUrl}`);
/** Without an SMS gateway of its own, development texts go to the local stand-in, which prints each one. */
const sms = process.env.SMS_PROVIDER
  ? undefined
  : startSmsGatewayStandIn({
      print: (text) => console.log(`\n--- SMS to ${text.to} (local stand-in) ---\n${text.message}\n---`),
    });
const smsEnv = sms ? notifyLkSettings(sms) : {};
if (sms) console.log(`Texts go to the local SMS gateway stand-in at ${sms.notifyLkUrl}`);
let restartTimer: Timer | undefined;

async function start() {
  try {
    // A page folder added, moved or removed is listed before the bundles are built (a no-op when nothing moved).
    await writeGeneratedFiles();
    await ensureAssets();
  } catch (error) {
    console.error(error);
    return;
  }
  server = Bun.spawn([process.execPath, "src/server/main.ts"], {
    cwd: ROOT,
    env: { LOG_LEVEL: "debug", ...payhereEnv, ...smsEnv, ...process.env, NODE_ENV: "development" },
    stdio: ["inherit", "inherit", "inherit"],
  });
}

async function restart(reason: string) {
  console.log(`\n${reason} changed; restarting…`);
  const old = server;
  old?.kill("SIGTERM");
  await old?.exited;
  await start();
}

const watchers: FSWatcher[] = WATCHED.map((path) =>
  watch(join(ROOT, path), { recursive: true }, (_event, file) => {
    if (!file || file.includes(".test.")) return;
    clearTimeout(restartTimer);
    restartTimer = setTimeout(() => void restart(join(path, file)), 100);
  }),
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    for (const watcher of watchers) watcher.close();
    server?.kill("SIGTERM");
    await server?.exited;
    payhere?.stop();
    sms?.stop();
    process.exit(0);
  });
}

await start();
