/**
 * The single binary on its own, as on a fresh host: copied alone into an empty folder, it starts the store with the
 * demo catalog, answers /health and the home page, takes an order, re-encodes an uploaded photo (its own sharp),
 * and stops cleanly on SIGTERM with its data folder beside it. Run by .ci/run after `bun run build:binary`.
 * Run: bun scripts/smoke-binary.ts [path to the binary, default dist/car-parts-store]
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Secret, TOTP } from "otpauth";
import { freePort, waitForHealth } from "./local-server";

const binary = resolve(process.argv[2] ?? join(import.meta.dir, "../dist/car-parts-store"));
const folder = mkdtempSync(join(tmpdir(), "store-binary-"));
const copy = join(folder, "car-parts-store");
copyFileSync(binary, copy);
Bun.spawnSync(["chmod", "+x", copy]);

const port = freePort();
const base = `http://127.0.0.1:${port}`;
const password = "smoke-test-admin-2026";
// Only what a host would set: no DATABASE_URL, no UPLOADS_DIR, no checkout beside it.
const store = Bun.spawn([copy], {
  cwd: tmpdir(),
  env: { PATH: process.env.PATH ?? "", PORT: String(port), HOST: "127.0.0.1", ADMIN_PASSWORD: password },
  stdout: "pipe",
  stderr: "pipe",
});
const output: string[] = [];
// Read as it comes, so a full pipe never holds the store up; shown only when the test fails.
for (const stream of [store.stdout, store.stderr]) {
  void new Response(stream).text().then((text) => output.push(text));
}

const check = (ok: boolean, what: string) => {
  if (!ok) throw new Error(what);
  console.log(`  ok  ${what}`);
};

try {
  console.log(`  ok  started and answered /health in ${Math.round(await waitForHealth(base, 20_000))} ms`);

  const home = await fetch(`${base}/client/home`);
  const html = await home.text();
  check(home.status === 200 && html.startsWith("<!doctype html>"), "home page rendered");
  const script = /src="(\/assets\/storefront\/[^"]+\.js)"/.exec(html)?.[1];
  check(Boolean(script) && (await fetch(base + script)).ok, "storefront bundle served");
  check((await fetch(`${base}/images/logo.svg`)).ok, "shop images served");

  const list = (await (await fetch(`${base}/api/v1/products/visitor/get-all-products?page=0&size=12`)).json()) as {
    data: { data: { productId: number; qty: number }[]; count: number };
  };
  check(list.data.count > 0, `demo catalog loaded (${list.data.count} products)`);
  const product = list.data.data.find((row) => row.qty > 0);
  const order = await fetch(`${base}/api/v1/orders/visitor/make-order`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      customerEmail: "smoke.test@example.com",
      customerPrimaryMobile: "077 123 4567",
      customerFullName: "Smoke Test",
      customerAddress: "1 Galle Road, Colombo 03",
      orderItems: [{ productId: product?.productId, quantity: 1 }],
    }),
  });
  check(order.status === 201, "order placed");

  const post = (path: string, body: unknown) =>
    fetch(`${base}/api/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  // The admin's first sign-in enrols an authenticator: its QR code is made by the binary's own qrcode.
  const passwordStep = await post("/auth/login", { username: "admin@example.com", password });
  const step = (
    (await passwordStep.json()) as { data: { ticket: string; enrolment?: { secret: string; qrSvg: string } } }
  ).data;
  check(
    passwordStep.status === 202 && Boolean(step.enrolment?.qrSvg.startsWith("<svg")),
    "admin's password, then a QR code",
  );
  const code = TOTP.generate({ secret: Secret.fromBase32(step.enrolment?.secret ?? "") });
  const login = await post("/auth/second-factor", { ticket: step.ticket, code });
  const staff = { authorization: login.headers.get("authorization") ?? "" };
  check(login.status === 200, "admin signed in with the authenticator's code");
  const subCategories = (await (await fetch(`${base}/api/v1/sub-categories/visitor/get-all-for-client`)).json()) as {
    data: { subCategoryId: number }[];
  };
  const form = new FormData();
  form.set("subCategoryId", String(subCategories.data[0]?.subCategoryId));
  form.set(
    "data",
    JSON.stringify({ productName: "Smoke test part", price: 1000, qty: 1, mfd: "2025-01-01", code: "SMOKE-1" }),
  );
  // A 1×1 PNG: stored only as sharp's re-encoded WebP copies.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
    "base64",
  );
  form.append("images", new File([png], "part.png", { type: "image/png" }));
  const added = await fetch(`${base}/api/v1/products/add-product`, { method: "POST", headers: staff, body: form });
  const addedBody = (await added.json()) as { data?: { images: string[] } };
  check(
    added.status === 201 && addedBody.data?.images[0]?.endsWith(".webp") === true,
    "photo re-encoded by the binary's sharp",
  );

  const command = async (...args: string[]) => {
    const env = { PATH: process.env.PATH ?? "", PORT: String(port) };
    const child = Bun.spawn([copy, ...args], { cwd: tmpdir(), env, stdout: "pipe", stderr: "pipe" });
    const [code, out, err] = await Promise.all([
      child.exited,
      new Response(child.stdout).text(),
      new Response(child.stderr).text(),
    ]);
    return { code, out, err };
  };
  const help = await command("--help");
  check(help.code === 0 && help.out.startsWith("Usage: car-parts-store [command]"), "--help prints the usage");
  const unknown = await command("--port", "80");
  check(unknown.code === 1 && unknown.err.startsWith('Unknown option "--port"'), "an unknown option is refused");
  const backupFolder = join(folder, "backup-1");
  const backup = await command("backup", backupFolder);
  check(
    backup.code === 0 && existsSync(join(backupFolder, "store.db")),
    `backup of the running store (${backup.out.trim() || backup.err.trim()})`,
  );
  check((await command("--health")).code === 0, "--health asks the running store");

  store.kill("SIGTERM");
  const exited = await Promise.race([store.exited, Bun.sleep(15_000).then(() => "timeout" as const)]);
  check(exited === 0, "stopped cleanly on SIGTERM");
  check(existsSync(join(folder, "data", "store.db")), "data folder beside the binary");
  console.log("binary smoke test passed");
} catch (error) {
  store.kill("SIGKILL");
  await store.exited;
  await Bun.sleep(100);
  console.error(`binary smoke test FAILED: ${(error as Error).message}\n--- store output ---\n${output.join("")}`);
  process.exitCode = 1;
} finally {
  store.kill("SIGKILL");
  rmSync(folder, { recursive: true, force: true });
}
