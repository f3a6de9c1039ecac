import { DEFAULT_LOCALE, INTL_LOCALES, LOCALES, type Locale, localePath } from "../../shared/i18n/locales";
import type { PageHead } from "../../shared/page-route";
import { fullTitle, type InitialState, serializeInitialState } from "../../shared/page-state";
import { escapeHtml } from "../http/escape-html";
import type { FontFile } from "./asset-manifest";

export interface DocumentParts {
  head: PageHead;
  shopName: string;
  origin: string;
  css: string;
  script: string;
  /** The page's language (`<html lang>`); a storefront page names its other languages' addresses (hreflang). */
  locale: Locale;
  storefront: boolean;
  /** Sinhala's or Tamil's fonts: declared (each for its own script's characters), the regular weight preloaded. */
  fonts?: FontFile[];
  /** False: declared only, fetched by the browser when a page shows such text (the console's customers' names). */
  preloadFonts?: boolean;
  /** The language's messages module (Sinhala, Tamil), fetched beside the app's script. */
  messages?: string;
}

const fontFaces = (fonts: FontFile[]) =>
  fonts
    .map(
      (font) =>
        `@font-face{font-family:"${font.family}";font-style:normal;font-display:swap;font-weight:${font.weight};src:url(${font.url}) format("woff2");unicode-range:${font.unicodeRange}}`,
    )
    .join("");

/** The same page in every language, for search engines (English is also the default for any other language). */
function alternates(canonical: string, origin: string): string[] {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + localePath(locale, canonical))}">`;
  return [...LOCALES.map((locale) => link(locale, locale)), link("x-default", DEFAULT_LOCALE)];
}

/** A path of this site as a full URL (search engines and link previews need them); any other value as it is. */
const absolute = <T>(value: T, origin: string): T | string =>
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? origin + value : value;

/** Everything before the React markup: <head> with title, SEO tags, the stylesheet and the app's script preload. */
export function documentStart(parts: DocumentParts): string {
  const { head, shopName, origin, css, script, locale, storefront, fonts = [], preloadFonts = true, messages } = parts;
  const canonical = head.canonical ? localePath(locale, head.canonical) : undefined;
  const families = [...new Set(fonts.map((font) => `"${font.family}"`))].join(",");
  const tags = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(fullTitle(head.title, shopName))}</title>`,
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : "",
    canonical ? `<link rel="canonical" href="${escapeHtml(origin + canonical)}">` : "",
    ...(storefront && head.canonical && !head.noindex ? alternates(head.canonical, origin) : []),
    head.noindex ? `<meta name="robots" content="noindex">` : "",
    `<meta name="theme-color" content="#dc2626">`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    `<link rel="stylesheet" href="${css}">`,
    ...fonts
      .filter((font) => preloadFonts && font.weight === 400)
      .map((font) => `<link rel="preload" href="${font.url}" as="font" type="font/woff2" crossorigin>`),
    fonts.length > 0 ? `<style>${fontFaces(fonts)}html{font-family:${families},var(--font-sans)}</style>` : "",
    `<link rel="modulepreload" href="${script}">`,
    messages ? `<link rel="modulepreload" href="${messages}">` : "",
    ...Object.entries({
      site_name: shopName,
      title: head.title,
      ...(head.description ? { description: head.description } : {}),
      ...(canonical ? { url: canonical } : {}),
      locale: INTL_LOCALES[locale].replace("-", "_"),
      type: "website",
      image: "/images/logo.svg",
      ...head.openGraph,
    }).map(
      ([property, content]) =>
        `<meta property="og:${escapeHtml(property)}" content="${escapeHtml(absolute(content, origin))}">`,
    ),
    head.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(head.jsonLd, (_key, value) => absolute(value, origin)).replace(/</g, "\\u003c")}</script>`
      : "",
  ];
  return `<!doctype html><html lang="${locale}"><head>${tags.join("")}</head><body><div id="root">`;
}

/** Everything after the React markup: the embedded state (JSON, never executed) and the app's module script. */
export function documentEnd(state: InitialState, script: string): string {
  return `</div><script type="application/json" id="__INITIAL_STATE__">${serializeInitialState(state)}</script><script type="module" src="${script}"></script></body></html>`;
}
