import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * The borders of docs/architecture.md, read from the imports themselves. Type-only imports are erased from the
 * bundles; the one server module browser code may name that way is src/server/api-types.ts (the API's types).
 */
const ROOT = resolve(import.meta.dir, "..");
const API_TYPES = "src/server/api-types.ts";

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^;'"]*?\s+from\s+)?["']([^"']+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function importsOf(file: string): Import[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    if (!specifier.startsWith(".")) return;
    let target = relative(ROOT, resolve(dirname(join(ROOT, file)), specifier));
    if (!/\.(ts|tsx|css)$/.test(target)) {
      const candidates = [".ts", ".tsx", "/index.ts", "/index.tsx"].map((ending) => target + ending);
      target = candidates.find((candidate) => Bun.file(join(ROOT, candidate)).size > 0) ?? target;
    }
    found.push({ from: file, to: target, typeOnly });
  };
  for (const [, , typeKeyword, specifier] of text.matchAll(IMPORT)) add(specifier as string, Boolean(typeKeyword));
  for (const [, specifier] of text.matchAll(DYNAMIC)) add(specifier as string, false);
  return found;
}

const sourceFiles = [...new Bun.Glob("src/**/*.{ts,tsx}").scanSync({ cwd: ROOT })].filter(
  (file) => !file.includes(".test.") && !file.startsWith("src/test/"),
);
const allImports = sourceFiles.flatMap(importsOf);

/**
 * A page folder's `loader.server.ts` (and any `*.server.ts`) is server code wherever it lives; its `route.ts` is
 * shared data (the route table lists it). Everything else belongs to the folder under src/.
 */
const area = (file: string) => {
  if (/\.server\.tsx?$/.test(file)) return "server";
  if (/^src\/(storefront|console)\/.*\/route\.ts$/.test(file)) return "shared";
  return file.split("/")[1] ?? "";
};
const featureOf = (file: string) => file.match(/^src\/server\/modules\/([^/]+)\//)?.[1];

/** Each rule names the imports it forbids; an empty list means the border holds. */
const rules: [string, (i: Import) => boolean][] = [
  [
    "shared code imports no app, server or database code (type-only: api-types.ts alone)",
    (i) =>
      area(i.from) === "shared" &&
      ["storefront", "console", "ui", "server", "db"].includes(area(i.to)) &&
      !(i.typeOnly && i.to === API_TYPES),
  ],
  [
    "the browser apps and ui import no server or database code (type-only: api-types.ts alone)",
    (i) =>
      ["storefront", "console", "ui"].includes(area(i.from)) &&
      ["server", "db"].includes(area(i.to)) &&
      !(i.typeOnly && i.to === API_TYPES),
  ],
  [
    "the storefront and the console never import each other; ui imports neither",
    (i) =>
      (area(i.from) === "storefront" && area(i.to) === "console") ||
      (area(i.from) === "console" && area(i.to) === "storefront") ||
      (area(i.from) === "ui" && ["storefront", "console"].includes(area(i.to))),
  ],
  [
    "a feature is used from outside it (another feature, pages, services, app, start-up) only through its index.ts",
    (i) => {
      const to = featureOf(i.to);
      return Boolean(to && featureOf(i.from) !== to && !i.to.endsWith(`/modules/${to}/index.ts`));
    },
  ],
  ["runtime code never imports scripts/", (i) => i.to.startsWith("scripts/")],
  [
    "a *.server.ts file is imported only by server code, never by a page, an app or shared code",
    (i) => area(i.to) === "server" && /\.server\.tsx?$/.test(i.to) && area(i.from) !== "server",
  ],
  [
    "the database layer imports no server, app or page code",
    (i) => area(i.from) === "db" && !["db", "shared"].includes(area(i.to)),
  ],
];

/**
 * Which feature (src/server/modules/<feature>) or server area owns each table. A feature names only its own tables
 * from src/db/schema.ts; another's it reads through that feature's index.ts, which says what it shares.
 */
const TABLE_OWNERS: Record<string, string> = {
  users: "users",
  passwordResetCodes: "users",
  refreshTokens: "auth",
  recoveryCodes: "auth",
  signInFailures: "auth",
  signInKnownAddresses: "auth",
  brands: "catalog-entries",
  categories: "catalog-entries",
  subCategories: "catalog-entries",
  products: "products",
  productImages: "products",
  partNumbers: "products",
  catalogImports: "products",
  searchWords: "products",
  catalogImportRefusals: "products",
  catalogImportFiles: "products",
  vehicles: "vehicles",
  productFitments: "vehicles",
  orders: "orders",
  orderItems: "orders",
  orderStatusHistory: "orders",
  orderNotes: "orders",
  paymentHistory: "payments",
  paymentSlips: "payments",
  bankAccounts: "payments",
  invoiceCounters: "payments",
  securityEvents: "security-log",
  spentProofs: "bot-check",
  smsOutbox: "messages",
  stockAlerts: "messages",
  newsletterSubscribers: "newsletter",
  contactMessages: "contact",
  carts: "cart",
  cartLines: "cart",
  deliveryZones: "delivery",
  deliveryDistricts: "delivery",
  branches: "delivery",
  emailOutbox: "server/mail",
  shopSettings: "server/shop-settings.ts",
  rateLimitHits: "server/http",
};

/**
 * Writes to a table a feature does not own, each with why: the row is the owner's, the columns the writer's.
 * Any other write to another feature's table breaks the border.
 */
const FOREIGN_WRITES: Record<string, string[]> = {
  // An order's payment status and method columns move only along payments' PAYMENT_MOVES (docs/decisions/034-payments.md).
  payments: ["orders"],
  // An account's second-factor secret and last accepted step are sign-in state (auth/second-factor.ts).
  auth: ["users"],
  // A bulk edit of products sets their fitments in its own transaction, one activity entry per product.
  products: ["productFitments"],
};

/**
 * Tables a file outside the owner names in its imports or SQL, each with why: reading them through a function of the
 * owner would cost a join, or the file writes columns FOREIGN_WRITES gives it. A feature's index.ts never hands out a
 * table; any other file naming another's table breaks the border.
 */
const FOREIGN_READS: Record<string, string[]> = {
  // Every product read joins its sub-category, category and brand (names and details) and filters by fitted vehicle.
  "src/server/modules/products/product-rows.ts": ["brands", "categories", "subCategories", "productFitments"],
  "src/server/modules/products/product-list.ts": ["categories", "subCategories", "productFitments"],
  // A bulk edit sets fitments (FOREIGN_WRITES); an import plans them, finding shelves by name with their brand.
  "src/server/modules/products/bulk-edit.ts": ["productFitments"],
  "src/server/modules/products/catalog-csv/import-write.ts": ["productFitments"],
  "src/server/modules/products/catalog-csv/import-plan.ts": [
    "brands",
    "categories",
    "subCategories",
    "productFitments",
    "vehicles",
  ],
  // A cart line and an alert show the product's name, price, stock and first picture as they are now (one join).
  "src/server/modules/cart/service.ts": ["products", "productImages"],
  "src/server/modules/messages/stock-alerts.ts": ["products"],
  "src/server/modules/messages/restock-announcements.ts": ["products"],
  // Parts bought together: order lines joined to the products still on sale.
  "src/server/modules/orders/ordered-with.ts": ["products"],
  // The shop-wide cap on stock unpaid orders hold is a share of what each part has on the shelf.
  "src/server/modules/orders/unpaid-holds.ts": ["products"],
  // The console's alerts (orders placed, staff asking for an account) and each text's order number.
  "src/server/modules/messages/service.ts": ["orders", "users"],
  // A text about an order reads the order it tells of.
  "src/server/modules/messages/order-texts.ts": ["orders"],
  // Payments own an order's payment columns (FOREIGN_WRITES) and read its lines and total to take stock or refund.
  "src/server/modules/payments/service.ts": ["orders", "orderItems"],
  "src/server/modules/payments/paid-order-stock.ts": ["orders", "orderItems"],
  "src/server/modules/payments/payment-moves.ts": ["orders"],
  "src/server/modules/payments/payhere-notify.ts": ["orders"],
  "src/server/modules/payments/order-payment-view.ts": ["orders"],
  "src/server/modules/payments/invoice-number.ts": ["orders"],
  // Sign-in reads and writes an account's sign-in columns (FOREIGN_WRITES).
  "src/server/modules/auth/service.ts": ["users"],
  "src/server/modules/auth/session-account.ts": ["users"],
  "src/server/modules/auth/second-factor.ts": ["users"],
  // The worker sends both outboxes (mail and SMS) one row at a time; it knows their shape, each owner its rows.
  "src/server/outbox/outbox-worker.ts": ["emailOutbox", "smsOutbox"],
  // How fast a part sells is read from the orders of the last days, beside its stock.
  "src/server/modules/products/low-stock.ts": ["orderItems", "orders"],
  // The storefront's category names stand for every brand's category of that name (one grouped query).
  "src/server/modules/products/category-names.ts": ["subCategories", "categories", "brands"],
};

/** The feature or server area a file belongs to, as TABLE_OWNERS names owners. */
const ownerOf = (file: string) =>
  featureOf(file) ??
  Object.values(TABLE_OWNERS).find((owner) => owner.startsWith("server/") && file.startsWith(`src/${owner}`));

const SQL_TABLE = /\b(?:FROM|JOIN|INTO|UPDATE)\s+"?([a-z_]+)"?/g;

const SCHEMA_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+["']((?:\.\.\/)+db\/schema)["']/g;
const featureFiles = sourceFiles.filter((file) => file.startsWith("src/server/modules/"));

/** The tables a file imports straight from src/db/schema.ts (values and types alike). */
function schemaTablesOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...text.matchAll(SCHEMA_IMPORT)].flatMap(([, , names]) =>
    (names ?? "")
      .split(",")
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, "")
            .split(/\s+as\s+/)[0] ?? "",
      )
      .filter((name) => name in TABLE_OWNERS),
  );
}

/** Which features import which (values and types alike): feature folders under src/server/modules. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const i of allImports) {
    const from = featureOf(i.from);
    const to = featureOf(i.to);
    if (!from || !to || from === to) continue;
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
  }
  return graph;
}

/** The groups of features that import each other round a circle (Tarjan's strongly connected components). */
function featureCycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles
    .map((group) => group.join(" ↔ "))
    .sort()
    .map((group) => group.split(" ↔ "));
}

describe("module borders", () => {
  test("every table has one owner", async () => {
    const schema = await import("./db/schema");
    const tables = Object.entries(schema)
      .filter(
        ([, value]) => typeof value === "object" && value !== null && Symbol.for("drizzle:IsDrizzleTable") in value,
      )
      .map(([name]) => name);
    expect(tables.length).toBeGreaterThan(30);
    expect(tables.filter((name) => !(name in TABLE_OWNERS))).toEqual([]);
  });

  test("a feature names only its own tables, but for the reads listed with why", () => {
    const broken = featureFiles.flatMap((file) =>
      schemaTablesOf(file)
        .filter((table) => TABLE_OWNERS[table] !== featureOf(file) && !FOREIGN_READS[file]?.includes(table))
        .map((table) => `${file} → ${table} (${TABLE_OWNERS[table]})`),
    );
    expect(broken).toEqual([]);
  });

  test("a feature's index.ts hands out functions and types, never a table", () => {
    const EXPORT = /export\s+(?:type\s+)?\{([^}]*)\}/g;
    const broken = featureFiles
      .filter((file) => file.endsWith("/index.ts"))
      .flatMap((file) =>
        [...readFileSync(join(ROOT, file), "utf8").matchAll(EXPORT)]
          .flatMap(([, names]) => (names ?? "").split(","))
          .map(
            (name) =>
              name
                .trim()
                .replace(/^type\s+/, "")
                .split(/\s+as\s+/)
                .pop() ?? "",
          )
          .filter((name) => name in TABLE_OWNERS)
          .map((name) => `${file} exports ${name}`),
      );
    expect(featureFiles.filter((file) => file.endsWith("/index.ts")).length).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });

  test("every listed read is still made (a stale entry is taken off)", () => {
    const unused = Object.entries(FOREIGN_READS).flatMap(([file, tables]) => {
      const text = readFileSync(join(ROOT, file), "utf8");
      const named = (table: string) =>
        [table, table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)].some((name) =>
          new RegExp(`\\b${name}\\b`).test(text),
        );
      return tables.filter((table) => !named(table)).map((table) => `${file}: ${table}`);
    });
    expect(unused).toEqual([]);
  });

  test("outside the features, server code names only its own tables (pages, services, app, start-up…)", () => {
    const serverFiles = sourceFiles.filter((file) => area(file) === "server" && !featureOf(file));
    expect(serverFiles).toContain("src/server/app.ts");
    const broken = serverFiles.flatMap((file) =>
      schemaTablesOf(file)
        .filter((table) => TABLE_OWNERS[table] !== ownerOf(file) && !FOREIGN_READS[file]?.includes(table))
        .map((table) => `${file} → ${table} (${TABLE_OWNERS[table]})`),
    );
    expect(broken).toEqual([]);
  });

  test("SQL text names only the file's own tables, but for the reads listed with why", async () => {
    const { getTableName, isTable } = await import("drizzle-orm");
    const schema = (await import("./db/schema")) as Record<string, unknown>;
    const tableOf = new Map(
      Object.entries(schema).flatMap(([name, value]) =>
        isTable(value) && name in TABLE_OWNERS ? [[getTableName(value), name] as const] : [],
      ),
    );
    expect(tableOf.get("order_items")).toBe("orderItems");
    const broken = sourceFiles
      .filter((file) => area(file) === "server")
      .flatMap((file) =>
        [...readFileSync(join(ROOT, file), "utf8").matchAll(SQL_TABLE)]
          .map(([, sqlName]) => tableOf.get(sqlName ?? "") ?? "")
          .filter((table) => table && TABLE_OWNERS[table] !== ownerOf(file) && !FOREIGN_READS[file]?.includes(table))
          .map((table) => `${file} reads ${table} (${TABLE_OWNERS[table]}) in SQL`),
      );
    expect(broken).toEqual([]);
  });

  test("a feature writes only its own tables, but for the writes listed with why", () => {
    const WRITE = /\.(?:insert|update|delete)\((\w+)\)|\b(?:INSERT INTO|UPDATE|DELETE FROM) \$\{(\w+)\}/g;
    const broken = featureFiles.flatMap((file) => {
      const feature = featureOf(file) ?? "";
      return [...readFileSync(join(ROOT, file), "utf8").matchAll(WRITE)]
        .map(([, call, raw]) => call ?? raw ?? "")
        .filter((table) => table in TABLE_OWNERS && TABLE_OWNERS[table] !== feature)
        .filter((table) => !FOREIGN_WRITES[feature]?.includes(table))
        .map((table) => `${file} writes ${table} (${TABLE_OWNERS[table]})`);
    });
    expect(broken).toEqual([]);
  });

  test.each(rules)("%s", (_, breaks) => {
    const broken = allImports.filter(breaks).map((i) => `${i.from} → ${i.to}${i.typeOnly ? " (type)" : ""}`);
    expect(broken).toEqual([]);
  });

  test("stock on hand is written only by the products feature (orders go through its public module)", () => {
    const writers = sourceFiles.filter(
      (file) =>
        file.startsWith("src/server/") &&
        !file.startsWith("src/server/modules/products/") &&
        // A write: drizzle's update(products) or SQL's UPDATE products (reading products.qty is anyone's right).
        /\bupdate\(products\)|\bUPDATE products\b/.test(readFileSync(join(ROOT, file), "utf8")),
    );
    expect(writers).toEqual([]);
  });

  test("no import circle between features (values and types alike)", () => {
    const graph = featureGraph();
    expect(graph.get("orders")).toContain("payments");
    expect(featureCycles(graph).map((group) => group.join(" ↔ "))).toEqual([]);
  });

  test("the browser's API types reach no page, app or browser file: a server edit leaves the screens' types alone", () => {
    const reached = new Set([API_TYPES]);
    for (const file of reached) for (const i of allImports) if (i.from === file) reached.add(i.to);
    expect(reached).toContain("src/server/api.ts");
    const browser = [...reached].filter(
      (file) => file.endsWith(".tsx") || file === "src/server/app.ts" || file.startsWith("src/server/pages/render"),
    );
    expect(browser).toEqual([]);
  });

  test("the circle finder finds a circle and only a circle", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a"])],
    ]);
    expect(featureCycles(graph)).toEqual([["a", "b", "c"]]);
    expect(featureCycles(new Map([["a", new Set(["b"])]]))).toEqual([]);
  });

  test("the check reads real imports (it would catch a break)", () => {
    expect(allImports.length).toBeGreaterThan(200);
    expect(allImports).toContainEqual({ from: "src/server/app.ts", to: "src/server/services.ts", typeOnly: false });
    expect(allImports).toContainEqual({
      from: "src/server/pages/page-loaders.generated.ts",
      to: "src/storefront/pages/home/loader.server.ts",
      typeOnly: false,
    });
    expect(allImports).toContainEqual({
      from: "src/storefront/pages/home/page.tsx",
      to: API_TYPES,
      typeOnly: true,
    });
  });
});
