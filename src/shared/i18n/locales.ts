/**
 * The storefront's three languages (docs/decisions/047-three-languages.md). English pages keep their paths
 * (`/client/store`); Sinhala and Tamil pages carry their language first (`/si/client/store`, `/ta/client/store`), so
 * a page can be shared and indexed in the language it was read in. The console stays English.
 */
export const LOCALES = ["en", "si", "ta"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** What `Intl` formats numbers, dates and plurals by. */
export const INTL_LOCALES: Record<Locale, string> = { en: "en-LK", si: "si-LK", ta: "ta-LK" };

/** Each language's name in its own script, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", si: "සිංහල", ta: "தமிழ்" };

/** Each language's name in English, for the console. */
export const ENGLISH_LANGUAGE_NAMES: Record<Locale, string> = { en: "English", si: "Sinhala", ta: "Tamil" };

/** The cookie remembering a visitor's chosen language (set by the language switch, /language/<locale>). */
export const LOCALE_COOKIE = "lang";

/** The language switch: `/language/si?to=/client/store` remembers Sinhala and opens that page in it. */
export const LANGUAGE_SWITCH_PATH = "/language";

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The path prefix of a language's pages: none for English. */
export const localeBase = (locale: Locale): string => (locale === DEFAULT_LOCALE ? "" : `/${locale}`);

/** "/si/client/store" → Sinhala and "/client/store"; a path without a language's prefix is English. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(si|ta)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || "/" };
}

const STOREFRONT_PATH = /^\/client(?=[/?#]|$)/;

/** A storefront page's path, in any language ("/client/store", "/si/client/store"). */
export const isStorefrontPath = (path: string) => splitLocale(path).path.startsWith("/client/");

/** A storefront path (with its query) in a language: "/client/store?q=x" → "/si/client/store?q=x"; others as given. */
export function localePath(locale: Locale, path: string): string {
  return STOREFRONT_PATH.test(path) ? localeBase(locale) + path : path;
}

/** The switch's link: remembers the language, then opens the same page in it. */
export const languageSwitchHref = (locale: Locale, path: string) =>
  `${LANGUAGE_SWITCH_PATH}/${locale}?to=${encodeURIComponent(path)}`;
