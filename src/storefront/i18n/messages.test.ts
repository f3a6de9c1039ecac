import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { LOCALES } from "../../shared/i18n/locales";
import { type AppRoute, isPage, type RedirectRoute, routes } from "../../shared/routes";
import { SHOP_CONTACT } from "../../shared/shop-contact";
import { SHOP_HOURS } from "./labels";
import { CATALOGS } from "./messages/catalogs.server";
import { en, type MessageId } from "./messages/en";

const ROOT = join(import.meta.dir, "../..");

/** The names a message fills in (`{count}`, `{phone}`) and the tags it wraps (`<link>`), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

const sources = () =>
  [...new Bun.Glob("{storefront,shared,server,ui}/**/*.{ts,tsx}").scanSync({ cwd: ROOT })]
    .filter((file) => !file.includes(".test.") && !file.includes("i18n/messages/"))
    .map((file) => readFileSync(join(ROOT, file), "utf8"))
    .join("\n");

const storefrontPages = (routes as readonly (AppRoute | RedirectRoute)[])
  .filter(isPage)
  .filter((route) => route.area === "client");

describe("the storefront's messages", () => {
  test("every message parses as ICU, and each language fills in the same names as the English", () => {
    for (const locale of LOCALES) {
      for (const id of Object.keys(en) as MessageId[]) {
        const expected = [...argumentsOf(parse(en[id]))].sort();
        const given = [...argumentsOf(parse(CATALOGS[locale][id]))].sort();
        expect({ locale, id, names: given }).toEqual({ locale, id, names: expected });
      }
    }
  });

  test("no language leaves a message empty or in English where the English has words to translate", () => {
    for (const locale of ["si", "ta"] as const) {
      for (const id of Object.keys(en) as MessageId[]) {
        const text = CATALOGS[locale][id];
        expect({ id, empty: text.trim() === "" }).toEqual({ id, empty: false });
        const script = locale === "si" ? /[\u0D80-\u0DFF]/ : /[\u0B80-\u0BFF]/;
        // A message of English words only (not a name, number or symbol alone) was left untranslated.
        if (/[a-z]{3}/.test(en[id].replace(/\{[^}]*\}/g, "")))
          expect({ id, translated: script.test(text) }).toEqual({ id, translated: true });
      }
    }
  });

  test("every message is used by the code; a page's title and description are its route's", () => {
    const code = sources();
    const unused = (Object.keys(en) as MessageId[])
      .filter((id) => !id.startsWith("head.") || /^head\.[a-zA-Z]+$/.test(id))
      .filter((id) => !code.includes(`"${id}"`));
    expect(unused).toEqual([]);
    const heads = (Object.keys(en) as MessageId[]).filter((id) => /^head\.[a-z-]+\.(title|description)$/.test(id));
    const expected = storefrontPages.flatMap((route) => [
      [`head.${route.id}.title`, route.head.title],
      ...(route.head.description ? [[`head.${route.id}.description`, route.head.description]] : []),
    ]);
    expect(heads.map((id): string[] => [id, en[id]]).sort()).toEqual(expected.sort());
    // The shop's hours are said in English to texts and the console (shop-contact.ts): the same words here.
    expect(SHOP_HOURS.map((id) => en[id])).toEqual([...SHOP_CONTACT.hours]);
  });
});
