import { LANGUAGE_NAMES, LOCALES, languageSwitchHref, splitLocale } from "../../shared/i18n/locales";
import { useCurrentUrl } from "../../shared/transition-location";
import { useLocale, useT } from "../i18n/intl";

/**
 * English · සිංහල · தமிழ்: plain links (they work without JavaScript) to the switch, which remembers the choice and
 * opens this same page in that language. Each name is written in its own script, so a reader finds theirs.
 */
export function LanguageSwitch({ tone = "light" }: { tone?: "light" | "dark" }) {
  const t = useT();
  const current = useLocale();
  const { path } = splitLocale(useCurrentUrl());
  const idle = tone === "dark" ? "text-gray-300 hover:text-white" : "text-steel hover:text-brand-700";
  const active = tone === "dark" ? "font-semibold text-white" : "font-semibold text-brand-700";
  return (
    <nav aria-label={t("language.label")} data-testid="language-switch">
      <ul className="flex flex-wrap items-center gap-1">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={languageSwitchHref(locale, path)}
              lang={locale}
              hrefLang={locale}
              rel="nofollow"
              aria-current={locale === current ? "true" : undefined}
              className={`inline-flex min-h-11 items-center rounded-md px-2 text-sm ${locale === current ? active : idle}`}
            >
              {LANGUAGE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
