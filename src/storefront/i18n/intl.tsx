import type { ReactNode } from "react";
import { IntlProvider, useIntl } from "react-intl";
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, type Locale, localePath } from "../../shared/i18n/locales";
import type { MessageId, Messages, Translate } from "./messages/en";

type Values = Record<string, string | number | Date | ((chunks: ReactNode[]) => ReactNode)>;

/** The storefront's messages in the visitor's language (ICU syntax: plurals, numbers, dates), for every page. */
export function StorefrontIntl({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={INTL_LOCALES[locale]} defaultLocale={INTL_LOCALES[DEFAULT_LOCALE]} messages={messages}>
      {children}
    </IntlProvider>
  );
}

const LOCALE_OF: Record<string, Locale> = Object.fromEntries(
  Object.entries(INTL_LOCALES).map(([locale, intl]) => [intl, locale as Locale]),
);

/** The page's language. */
export function useLocale(): Locale {
  const found = LOCALE_OF[useIntl().locale];
  return isLocale(found) ? found : DEFAULT_LOCALE;
}

/** `t("cart.title")`: a message as text, its `{placeholders}` filled from `values`. */
export function useT() {
  const intl = useIntl();
  const t: Translate = (id, values) => intl.formatMessage({ id }, values);
  return t;
}

/** A message with tags (`<link>…</link>`) rendered by the given functions, for text with a link or emphasis inside. */
export function useRichT() {
  const intl = useIntl();
  return (id: MessageId, values: Values): ReactNode => intl.formatMessage({ id }, values);
}

/** `href("/client/store")`: a storefront path in the page's language, for plain links and forms (wouter's own links
 * add it themselves). */
export function useLocalePath() {
  const locale = useLocale();
  return (path: string) => localePath(locale, path);
}

/** Numbers and dates in the page's language: grouping, date words and the 24-hour clock Sri Lankans read. */
export function useFormats() {
  const intl = useIntl();
  return {
    number: (value: number) => intl.formatNumber(value),
    date: (value: Date | string | number) => intl.formatDate(value, { dateStyle: "medium", timeZone: "Asia/Colombo" }),
    dateTime: (value: Date | string | number) =>
      intl.formatDate(value, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Colombo" }),
  };
}
