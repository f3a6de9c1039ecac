import { createIntl, createIntlCache } from "react-intl";
import { INTL_LOCALES, type Locale } from "../../../shared/i18n/locales";
import type { PageHead } from "../../../shared/page-route";
import { en, type MessageId, type Messages, type Translate } from "./en";
import { si } from "./si";
import { ta } from "./ta";

/** Every language's messages, for rendering on the server (a browser gets its page's language only). */
export const CATALOGS: Record<Locale, Messages> = { en, si, ta };

export const messagesOf = (locale: Locale): Messages => CATALOGS[locale];

export type { Translate };

const intlCache = createIntlCache();
const translators = new Map<Locale, Translate>();

/** `t(id, values)` in a language, for what the server writes itself: page titles and descriptions. */
export function translator(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    const intl = createIntl({ locale: INTL_LOCALES[locale], messages: CATALOGS[locale] }, intlCache);
    translate = (id, values) => intl.formatMessage({ id }, values);
    translators.set(locale, translate);
  }
  return translate;
}

/** A storefront page's own title and description (`head.<page id>.title`), in the language. */
export function translatedHead(id: string, head: PageHead, t: Translate): PageHead {
  const title = `head.${id}.title`;
  const description = `head.${id}.description`;
  return {
    ...head,
    ...(title in en ? { title: t(title as MessageId) } : {}),
    ...(description in en ? { description: t(description as MessageId) } : {}),
  };
}
