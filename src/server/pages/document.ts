import type { PageHead } from "../../shared/page-route";
import { fullTitle, type InitialState, serializeInitialState } from "../../shared/page-state";
import { escapeHtml } from "../http/escape-html";

export interface DocumentParts {
  head: PageHead;
  shopName: string;
  origin: string;
  css: string;
  script: string;
}

/** A path of this site as a full URL (search engines and link previews need them); any other value as it is. */
const absolute = <T>(value: T, origin: string): T | string =>
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? origin + value : value;

/** Everything before the React markup: <head> with title, SEO tags, the stylesheet and the app's script preload. */
export function documentStart({ head, shopName, origin, css, script }: DocumentParts): string {
  const tags = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(fullTitle(head.title, shopName))}</title>`,
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : "",
    head.canonical ? `<link rel="canonical" href="${escapeHtml(origin + head.canonical)}">` : "",
    head.noindex ? `<meta name="robots" content="noindex">` : "",
    `<meta name="theme-color" content="#dc2626">`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    `<link rel="stylesheet" href="${css}">`,
    `<link rel="modulepreload" href="${script}">`,
    ...Object.entries({
      site_name: shopName,
      title: head.title,
      ...(head.description ? { description: head.description } : {}),
      ...(head.canonical ? { url: head.canonical } : {}),
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
  return `<!doctype html><html lang="en"><head>${tags.join("")}</head><body><div id="root">`;
}

/** Everything after the React markup: the embedded state (JSON, never executed) and the app's module script. */
export function documentEnd(state: InitialState, script: string): string {
  return `</div><script type="application/json" id="__INITIAL_STATE__">${serializeInitialState(state)}</script><script type="module" src="${script}"></script></body></html>`;
}
