import type { SqliteDb } from "../src/db/engine-handles";
import { writtenRow } from "../src/db/first-row";
import { brands, categories, subCategories, vehicles } from "../src/db/sqlite/schema";

/**
 * A large believable catalog for benchmarks: brands × categories × sub-categories, and `count` products named
 * like the shop's parts ("Front Brake Pad Set – Axio NZE161") with unique part codes like `04465-0K090`, and the
 * vehicles of MODELS with each product fitting the model it names and up to three others. Deterministic for a given
 * count, so runs compare.
 */
const BRANDS = [
  "Toyota",
  "Nissan",
  "Honda",
  "Suzuki",
  "Mitsubishi",
  "Mazda",
  "Denso",
  "Bosch",
  "NGK",
  "Aisin",
  "KYB",
  "Exedy",
];
const TAXONOMY: Record<string, string[]> = {
  Brakes: ["Brake pads", "Brake discs", "Brake shoes", "Brake fluid"],
  Filters: ["Oil filters", "Air filters", "Fuel filters", "Cabin filters"],
  Engine: ["Spark plugs", "Timing belts", "Gaskets", "Water pumps"],
  Suspension: ["Shock absorbers", "Ball joints", "Bushes", "Stabilizer links"],
  Electrical: ["Batteries", "Alternators", "Starter motors", "Bulbs"],
  Transmission: ["Clutch kits", "CV joints", "Gear oil"],
};
const PARTS: Record<string, string[]> = {
  "Brake pads": ["Front Brake Pad Set", "Rear Brake Pad Set", "Ceramic Brake Pads"],
  "Brake discs": ["Front Brake Disc", "Vented Brake Rotor"],
  "Brake shoes": ["Rear Brake Shoe Set"],
  "Brake fluid": ["DOT 4 Brake Fluid 1L", "DOT 3 Brake Fluid 500ml"],
  "Oil filters": ["Oil Filter", "Cartridge Oil Filter"],
  "Air filters": ["Air Filter Element", "Performance Air Filter"],
  "Fuel filters": ["Fuel Filter", "In-tank Fuel Strainer"],
  "Cabin filters": ["Cabin Air Filter", "Charcoal Cabin Filter"],
  "Spark plugs": ["Iridium Spark Plug", "Platinum Spark Plug", "Copper Spark Plug"],
  "Timing belts": ["Timing Belt Kit", "Timing Chain Kit"],
  Gaskets: ["Head Gasket", "Valve Cover Gasket", "Oil Pan Gasket"],
  "Water pumps": ["Water Pump", "Electric Water Pump"],
  "Shock absorbers": ["Front Shock Absorber", "Rear Shock Absorber", "Gas Strut"],
  "Ball joints": ["Lower Ball Joint", "Upper Ball Joint"],
  Bushes: ["Control Arm Bush", "Stabilizer Bush"],
  "Stabilizer links": ["Front Stabilizer Link", "Rear Stabilizer Link"],
  Batteries: ["Maintenance-free Battery 45Ah", "Battery 70Ah", "Hybrid Auxiliary Battery"],
  Alternators: ["Alternator 80A", "Alternator 100A"],
  "Starter motors": ["Starter Motor", "Reduction Starter"],
  Bulbs: ["H4 Headlight Bulb", "LED Tail Bulb", "Fog Lamp Bulb"],
  "Clutch kits": ["Clutch Kit", "Clutch Disc", "Pressure Plate"],
  "CV joints": ["Outer CV Joint", "Inner CV Joint", "CV Boot Kit"],
  "Gear oil": ["ATF WS 4L", "CVT Fluid FE 4L", "Gear Oil 75W-90"],
};
/** "Model CODE" and its make: the generated vehicles, one per entry. */
const MODELS = [
  "Axio NZE141",
  "Axio NZE161",
  "Premio ZRT260",
  "Aqua NHP10",
  "Prius ZVW30",
  "Vitz KSP130",
  "Hilux GUN125",
  "KDH200",
  "Corolla AE110",
  "Allion NZT260",
  "March K13",
  "Sunny N16",
  "X-Trail T31",
  "Leaf ZE0",
  "Caravan E25",
  "Fit GP1",
  "Vezel RU3",
  "Civic FD1",
  "Grace GM4",
  "Alto HA36",
  "Wagon R MH55",
  "Swift ZC72",
  "Every DA17",
  "Montero V97",
  "Lancer CS1",
  "Demio DE3",
  "Axela BK5",
  "Bongo SK82",
];
const MAKE_OF = [
  ...Array<string>(10).fill("Toyota"),
  ...Array<string>(5).fill("Nissan"),
  ...Array<string>(4).fill("Honda"),
  ...Array<string>(4).fill("Suzuki"),
  ...Array<string>(2).fill("Mitsubishi"),
  ...Array<string>(3).fill("Mazda"),
];

/** A small deterministic random source (mulberry32), so a count always makes the same catalog. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALNUM = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ";

export async function generateCatalog(db: SqliteDb, count: number, seed = 42): Promise<void> {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const started = Date.now() - 365 * 24 * 3_600_000;

  await db.transaction(async (tx) => {
    const subCategoryIds: { id: number; name: string; brand: string }[] = [];
    for (const brand of BRANDS) {
      const { id: brandId } = await writtenRow(
        tx
          .insert(brands)
          .values({ name: brand, description: `${brand} parts` })
          .returning(),
      );
      for (const [category, subs] of Object.entries(TAXONOMY)) {
        const { id: categoryId } = await writtenRow(
          tx.insert(categories).values({ brandId, name: category }).returning(),
        );
        for (const sub of subs) {
          const { id } = await writtenRow(tx.insert(subCategories).values({ categoryId, name: sub }).returning());
          subCategoryIds.push({ id, name: sub, brand });
        }
      }
    }

    const vehicleIds: number[] = [];
    for (const [index, name] of MODELS.entries()) {
      const [model = name, code = name] = name.split(" ");
      const make = MAKE_OF[index] ?? "Toyota";
      const vehicle = await writtenRow(
        tx.insert(vehicles).values({ make, model, code, yearFrom: 2010, yearTo: 2020 }).returning(),
      );
      vehicleIds.push(vehicle.id);
    }
    // Fitments go in before their product (foreign keys checked at commit), so each product's search row is
    // written once, with its vehicles, instead of again for every fitment.
    db.$client.run("PRAGMA defer_foreign_keys = ON");
    const fit = db.$client.prepare("INSERT OR IGNORE INTO product_fitments (product_id, vehicle_id) VALUES (?, ?)");
    const codes = new Set<string>();
    const firstId =
      (db.$client.query<{ id: number }, []>("SELECT coalesce(max(id), 0) AS id FROM products").get()?.id ?? 0) + 1;
    const insert = db.$client.prepare(
      `INSERT INTO products (id, sub_category_id, name, code, display_name, short_description, description, price_cents,
        discount_price_cents, qty, mfd, is_active, rating, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (let i = 0; i < count; i++) {
      const sub = pick(subCategoryIds);
      const part = pick(PARTS[sub.name] ?? [sub.name]);
      const modelIndex = Math.floor(random() * MODELS.length);
      const model = MODELS[modelIndex] as string;
      let code: string;
      do {
        const head = String(Math.floor(random() * 100_000)).padStart(5, "0");
        const tail = Array.from({ length: 5 }, () => pick([...ALNUM])).join("");
        code = `${head}-${tail}`;
      } while (codes.has(code));
      codes.add(code);
      const priceCents = Math.round((500 + random() * 95_000) * 100);
      const createdAt = started + i * 300;
      const productId = firstId + i;
      const others = Math.floor(random() * 4);
      for (const vehicleId of [vehicleIds[modelIndex], ...Array.from({ length: others }, () => pick(vehicleIds))]) {
        fit.run(productId, vehicleId as number);
      }
      insert.run(
        productId,
        sub.id,
        `${part} – ${model}`,
        code,
        `${sub.brand} ${part} ${code}`,
        `Fits ${model}. ${sub.brand} quality.`,
        `${part} for the ${model}, made by ${sub.brand}. Check the part code against your old part before ordering.`,
        priceCents,
        random() < 0.3 ? Math.round(priceCents * 0.9) : null,
        Math.floor(random() * 40),
        "2025-01-01",
        random() < 0.95 ? 1 : 0,
        Math.round(random() * 50) / 10,
        createdAt,
        createdAt,
      );
    }
  });
}

/**
 * For a benchmark whose one load generator places every order: the cash-on-delivery ceiling and the limits on stock
 * held by unpaid orders would measure those rules (they have their own tests), not placing orders.
 */
export function liftOrderLimits(db: SqliteDb) {
  for (const key of [
    "payment_cod_max_cents",
    "hold_max_units_per_part",
    "hold_max_order_cents",
    "hold_max_units_per_client",
  ])
    db.$client.run("INSERT OR REPLACE INTO shop_settings (key, value) VALUES (?, '1000000000')", [key]);
}
