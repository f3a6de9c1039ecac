import { beforeAll, describe, expect, test } from "bun:test";
import { seedDemo } from "../../../db/seed/seed-demo";
import { addProduct } from "../../../test/catalog";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import type { Page } from "../../http/envelope";
import type { Product, Suggestions } from "./model";
import type { StoreResults } from "./store-search";

let store: TestApp;
beforeAll(async () => {
  store = makeTestApp();
  await seedDemo(store.db);
});

const results = async (q: string, extra = "") => {
  const response = await store.request(`/_data/client/store?q=${encodeURIComponent(q)}${extra}&size=48`);
  return ((await response.json()) as { data: StoreResults }).data;
};
const suggestions = async (q: string) =>
  (await store.api<Suggestions>(`/products/visitor/suggestions?q=${encodeURIComponent(q)}`)).body.data;
const kinds = (page: Page<Product>) => new Set(page.data.map((p) => p.subCategory.subCategory));

describe("forgiving search", () => {
  test("misspelt words are corrected from the catalog's own words, and the page says so", async () => {
    const cases: [string, string, string][] = [
      ["brkae pad", "brake pad", "Brake Pads"],
      ["shok absorber", "shock absorber", "Front Shock Absorbers"],
      ["sprak plug", "spark plug", "Iridium Spark Plugs"],
      ["oil filtr", "oil filter", "Oil Filters"],
      ["hedlight", "headlight", "Headlight Bulbs"],
    ];
    for (const [typed, shown, kind] of cases) {
      const { products, correction } = await results(typed);
      expect({ typed, correction }).toEqual({ typed, correction: { typed, shown } });
      expect(products.count).toBeGreaterThan(0);
      expect([...kinds(products)].some((name) => name.includes(kind.split(" ").at(-1) as string))).toBe(true);
    }
    const html = await (await store.request("/client/store?q=brkae+pad")).text();
    expect(html).toContain("Showing results for <strong");
    expect(html).toContain('href="/client/store?q=brkae+pad&amp;exact=1"');
  });

  test("glued words are split ('sparkplug', 'shockabsorber') and split ones joined where the catalog glues them", async () => {
    expect((await results("sparkplug")).correction?.shown).toBe("spark plug");
    expect((await results("shockabsorber")).correction?.shown).toBe("shock absorber");
    await addProduct(store.db, { name: "Wiperblade 18 inch", code: null });
    await addProduct(store.db, { name: "Wiperblade 26 inch", code: null });
    const joined = await results("wiper blade inch");
    expect(joined.correction?.shown).toBe("wiperblade inch");
    expect(joined.products.count).toBe(2);
  });

  test("a real part code, or a search that finds enough, is never corrected", async () => {
    for (const code of ["IK20TT", "04465-52260", "ILKAR7B11", "bkr6eix", "DRM50088"]) {
      const { correction, products } = await results(code);
      expect({ code, correction, found: products.count > 0 }).toEqual({ code, correction: null, found: true });
    }
    expect((await results("brake")).correction).toBeNull();
  });

  test("'search instead for' shows exactly what was typed", async () => {
    const { correction, products } = await results("brkae pad", "&exact=1");
    expect(correction).toBeNull();
    expect(products.count).toBe(0);
  });

  test("a frame number searched shows the parts of its car", async () => {
    for (const frame of ["DBA-NZE161-7012345", "nze161 7012345"]) {
      const { correction, products } = await results(frame);
      expect(correction).toEqual({ typed: frame, shown: "NZE161" });
      expect(products.count).toBeGreaterThan(5);
    }
  });

  test("nothing found: the nearest kinds of part, WhatsApp and the phone, and the words stay in the box", async () => {
    const found = await results("batery charger");
    expect(found.products.count).toBe(0);
    expect(found.closest.map((link) => link.name)).toContain("Batteries");
    const html = await (await store.request("/client/store?q=batery+charger")).text();
    expect(html).toContain("No parts found for “batery charger”.");
    expect(html).toContain('href="tel:+94112345678"');
    expect(html).toMatch(/value="batery charger"/);
  });

  test("a Sinhala or Tamil name is found by its whole words, by the start of a word, and through a typo", async () => {
    const sinhala = await addProduct(store.db, { name: "බ්‍රේක් පෑඩ් කට්ටලය", code: null });
    const tamil = await addProduct(store.db, { name: "ஷாக் அப்சார்பர் முன்பக்கம்", code: null });
    // Corrections lead only to words at least two parts carry.
    await addProduct(store.db, { name: "ඉදිරිපස බ්‍රේක් පෑඩ්", code: null });
    const found = async (typed: string) => (await results(typed)).products.data.map((p) => p.productId);
    for (const typed of ["බ්‍රේක් පෑඩ්", "පෑඩ්", "පෑ", "කට්ට"])
      expect({ typed, found: await found(typed) }).toMatchObject({ typed, found: expect.arrayContaining([sinhala]) });
    for (const typed of ["அப்சார்பர்", "அப்சா", "ஷாக் அப்"])
      expect({ typed, found: await found(typed) }).toMatchObject({ typed, found: expect.arrayContaining([tamil]) });
    // A vowel sign typed wrong (ැ for ෑ) is corrected to the catalog's own word.
    const typo = await results("පැඩ් කට්ටලය");
    expect(typo.correction).toEqual({ typed: "පැඩ් කට්ටලය", shown: "පෑඩ් කට්ටලය" });
    expect(typo.products.data.map((p) => p.productId)).toContain(sinhala);
  });

  test("Sinhala typed with or without zero-width joiners finds the same part", async () => {
    const id = await addProduct(store.db, { name: "ශ්‍රී ලංකා බැටරි clamp", code: null });
    for (const typed of ["ශ්‍රී", "ශ්රී"]) {
      const { products } = await results(typed);
      expect(products.data.map((p) => p.productId)).toContain(id);
    }
  });
});

describe("suggestions while typing", () => {
  test("parts with the number they matched, kinds of part and cars, each a link", async () => {
    const byNumber = await suggestions("c-113");
    expect(byNumber.parts[0]).toMatchObject({ number: "C-1139", title: expect.stringContaining("90915-YZZE1") });
    expect(byNumber.names).toEqual([]);

    const byName = await suggestions("brake pa");
    expect(byName.parts.length).toBeGreaterThan(0);
    expect(byName.names).toContainEqual({
      name: "Brake Pads",
      href: expect.stringMatching(/^\/client\/store\?sub=\d+$/),
    });
    expect(byName.correctedTo).toBeNull();

    const byCar = await suggestions("DBA-NZE161-7012345");
    expect(byCar.cars[0]).toEqual({ name: "Toyota Axio NZE161 (2012–2019)", href: "/client/store?vehicle=nze161" });
    const axio = (await suggestions("axio")).cars;
    expect(axio.length).toBeGreaterThan(0);
    expect(axio.every((car) => car.name.startsWith("Toyota Axio "))).toBe(true);
  });

  test("a misspelling suggests the corrected parts; one letter suggests nothing", async () => {
    const typo = await suggestions("shok");
    expect(typo.correctedTo).toBe("shock");
    expect(typo.parts.length).toBeGreaterThan(0);
    expect(await suggestions("b")).toEqual({ parts: [], names: [], cars: [], correctedTo: null });
    expect((await store.api(`/products/visitor/suggestions?q=${"x".repeat(201)}`)).status).toBe(400);
  });
});

describe("the shop's search words: Singlish, and Sinhala and Tamil spellings of English part names", () => {
  test("'brake pad eka', 'බ්‍රේක් පෑඩ්' and 'பிரேக் பேட்' show the brake pads, and the page says what it searched", async () => {
    // A store of its own: a part named in Sinhala elsewhere in this file would be found as typed, and win.
    const own = makeTestApp();
    await seedDemo(own.db);
    const search = async (q: string) =>
      (
        (await (await own.request(`/_data/client/store?q=${encodeURIComponent(q)}&size=48`)).json()) as {
          data: StoreResults;
        }
      ).data;
    const brakePads = await search("brake pad");
    expect(brakePads.products.count).toBeGreaterThan(0);
    for (const typed of ["brake pad eka", "brake pad ekak thiyenawada", "බ්‍රේක් පෑඩ්", "பிரேக் பேட்"]) {
      const found = await search(typed);
      expect({ typed, correction: found.correction }).toEqual({ typed, correction: { typed, shown: "brake pad" } });
      expect(found.products.count).toBe(brakePads.products.count);
    }
  });

  test("a word staff add is read by the next search of a store that starts", async () => {
    const fresh = makeTestApp();
    await seedDemo(fresh.db);
    await testSql(fresh.db).run("INSERT INTO search_words (word, means) VALUES ('ෆෑන්', 'fan belt')");
    const response = await fresh.request(`/_data/client/store?q=${encodeURIComponent("ෆෑන් eka")}`);
    const found = ((await response.json()) as { data: StoreResults }).data;
    expect(found.correction).toEqual({ typed: "ෆෑන් eka", shown: "fan belt" });
  });
});
