import { searchWords } from "../../../db/search";
import type { CategoryNames } from "../../../shared/category-names";
import { compactPartNumber } from "../../../shared/part-numbers";
import { productTitle } from "../../../shared/product-title";
import { storeUrl } from "../../../shared/store-query";
import { compactCode, type VehicleName, vehicleFullName } from "../../../shared/vehicle-names";
import type { Page } from "../../http/envelope";
import type { Paging } from "../../http/paging";
import type { Product, Suggestions } from "./model";
import type { ProductFilter } from "./product-list";
import type { SearchWords } from "./search-words";
import { createSpelling, editDistance } from "./spelling";

/** Fewer matches than this and a corrected search is tried too. */
const FEW = 3;
const SUGGESTED_PARTS = 5;
const SUGGESTED_NAMES = 3;
const SUGGESTED_CARS = 3;
const CLOSEST_NAMES = 4;

type Car = VehicleName & { vehicleId: number };

/** What the search needs of the vehicles feature (passed in: features meet only in services.ts). */
export interface CarLookup {
  byCode(text: string): Promise<Car | null>;
  search(text: string, limit: number): Promise<Car[]>;
}

interface Listing {
  listVisitor(filter: ProductFilter, paging: Paging): Promise<Page<Product>>;
  categoryNames: { names(): Promise<CategoryNames> };
  searchWords: Pick<SearchWords, "meant">;
}

export interface StoreResults {
  products: Page<Product>;
  /** The search shown instead of the one typed ("brake pad" for "brkae pad", NZE161 for a frame number). */
  correction: { typed: string; shown: string } | null;
  /** With nothing found: the kinds of part nearest the words typed, to try instead. */
  closest: { name: string; href: string }[];
}

/** A category or sub-category name as a store link, by the id that stands for the name. */
interface NamedLink {
  name: string;
  href: string;
  words: string[];
}

function namedLinks(names: CategoryNames): NamedLink[] {
  const links = (record: Record<number, string>, key: "category" | "sub") =>
    Object.entries(record).map(([id, name]) => ({
      name,
      href: storeUrl({ [key]: Number(id) }),
      words: searchWords(name),
    }));
  return [...links(names.categoryNames, "category"), ...links(names.subNames, "sub")];
}

/** The words that can name a kind of part: no digits (codes), at least two letters. */
const meaningfulWords = (text: string) => searchWords(text).filter((word) => word.length >= 2 && !/\d/.test(word));

/** Every typed word starts a word of the name ("brake pa" → Brake Pads). */
const startsWords = (typed: string[], name: string[]) =>
  typed.length > 0 && typed.every((word) => name.some((nameWord) => nameWord.startsWith(word)));

/**
 * Whether a typed word is near a word of a name: it starts the same three letters ("batery" → Batteries), or is
 * from four letters on, within a typo of it (1 edit for four letters, else 2) with the same first letter.
 */
const near = (word: string, nameWord: string) =>
  (word.length >= 3 && nameWord.startsWith(word.slice(0, 3))) ||
  (word.length >= 4 && word[0] === nameWord[0] && editDistance(word, nameWord, 2) <= (word.length <= 4 ? 1 : 2));

/** How many typed words a name is near. */
const nearness = (typed: string[], name: string[]) =>
  typed.filter((word) => name.some((nameWord) => near(word, nameWord))).length;

/**
 * The store's search as customers meet it: the plain search first; with no or few matches, a frame number read as its
 * car's chassis code, then misspelt words corrected from the catalog's vocabulary, keeping whichever finds more.
 * Also the suggestions shown while typing in the header's search box.
 */
export function createStoreSearch(db: Parameters<typeof createSpelling>[0], listing: Listing, cars: CarLookup) {
  const spelling = createSpelling(db);

  /** The names as links, worked out once per catalog version (the names object is kept as long). */
  const linksByNames = new WeakMap<CategoryNames, NamedLink[]>();
  async function links(): Promise<NamedLink[]> {
    const names = await listing.categoryNames.names();
    let found = linksByNames.get(names);
    if (!found) {
      found = namedLinks(names);
      linksByNames.set(names, found);
    }
    return found;
  }

  /**
   * Searches to try instead of the typed one, best first: the frame number's car (looked up by the caller when it
   * has done so already); when the words found nothing, the words as the shop's search words mean them ("brake pad
   * eka" → "brake pad": a part named in the customer's own words wins); then the corrected words.
   */
  async function alternatives(typed: string, found: number, known?: Car | null): Promise<string[]> {
    const car = known !== undefined ? known : /\d/.test(typed) ? await cars.byCode(typed) : null;
    const byFrame = car && /\d/.test(typed) && compactCode(car.code) !== compactCode(typed) ? [car.code] : [];
    const meant = found === 0 ? await listing.searchWords.meant(typed) : null;
    return [...byFrame, ...(meant ? [meant] : []), ...(await spelling.corrections(typed))];
  }

  /** The first alternative search finding more than `than` parts, with the words it shows; null when none does. */
  async function firstBetter(filter: ProductFilter, paging: Paging, than: number, car?: Car | null) {
    const typed = filter.searchText?.trim() ?? "";
    for (const shown of await alternatives(typed, than, car)) {
      const products = await listing.listVisitor({ ...filter, searchText: shown }, paging);
      if (products.count > than) return { products, shown };
    }
    return null;
  }

  async function closestNames(typed: string): Promise<{ name: string; href: string }[]> {
    const words = meaningfulWords(typed);
    if (words.length === 0) return [];
    return (await links())
      .map((link) => ({ link, matched: nearness(words, link.words) }))
      .filter(({ matched }) => matched > 0)
      .sort((a, b) => b.matched - a.matched || a.link.name.localeCompare(b.link.name))
      .slice(0, CLOSEST_NAMES)
      .map(({ link }) => ({ name: link.name, href: link.href }));
  }

  return {
    /** A page of the store's results, corrected when the typed search finds (almost) nothing; `asTyped` forbids it. */
    async results(filter: ProductFilter, paging: Paging, { asTyped = false } = {}): Promise<StoreResults> {
      const products = await listing.listVisitor(filter, paging);
      const typed = filter.searchText?.trim() ?? "";
      if (!typed || products.count >= FEW) return { products, correction: null, closest: [] };
      const better = asTyped ? null : await firstBetter({ ...filter, searchText: typed }, paging, products.count);
      if (better) return { products: better.products, correction: { typed, shown: better.shown }, closest: [] };
      return { products, correction: null, closest: products.count === 0 ? await closestNames(typed) : [] };
    },

    /** What to offer while a customer types: parts (by name or number), kinds of part and cars, each a link. */
    async suggest(typed: string): Promise<Suggestions> {
      const text = typed.trim();
      const words = searchWords(text);
      if (words.join("").length < 2) return { parts: [], names: [], cars: [], correctedTo: null };
      const paging = { page: 0, size: SUGGESTED_PARTS };
      const byFrame = await cars.byCode(text);
      const typedFinds = await listing.listVisitor({ searchText: text }, paging);
      const better = typedFinds.count === 0 ? await firstBetter({ searchText: text }, paging, 0, byFrame) : null;
      const found = better?.products ?? typedFinds;
      const correctedTo = better?.shown ?? null;
      const compact = compactPartNumber(text);
      const parts = found.data.map((product) => {
        const numbers = [product.code ?? "", ...product.partNumbers.map((n) => n.number)];
        const matched = compact.length >= 3 ? numbers.find((n) => compactPartNumber(n).startsWith(compact)) : undefined;
        return {
          productId: product.productId,
          title: productTitle(product),
          image: product.cardImage,
          price: product.discountPrice ?? product.price,
          vehicleIds: product.vehicleIds,
          number: matched ?? product.code,
        };
      });
      const nameWords = meaningfulWords(correctedTo ?? text);
      const names = (await links())
        .filter((link) => startsWords(nameWords, link.words))
        .sort((a, b) => a.name.localeCompare(b.name))
        .filter((link, index, all) => all.findIndex((other) => other.name === link.name) === index)
        .slice(0, SUGGESTED_NAMES)
        .map(({ name, href }) => ({ name, href }));
      const carList = [...(byFrame ? [byFrame] : []), ...(await cars.search(text, SUGGESTED_CARS))]
        .filter((car, index, all) => all.findIndex((other) => other.vehicleId === car.vehicleId) === index)
        .slice(0, SUGGESTED_CARS)
        .map((car) => ({ name: vehicleFullName(car), href: storeUrl({ vehicle: car.code.toLowerCase() }) }));
      return { parts, names, cars: carList, correctedTo };
    },
  };
}

export type StoreSearch = ReturnType<typeof createStoreSearch>;
