import { useCombobox } from "downshift";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { Suggestions } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { formatRupees } from "../../shared/money";
import { SEARCH_MAX_LENGTH, STORE_PATH, storeUrl } from "../../shared/store-query";
import { useCurrentUrl } from "../../shared/transition-location";
import { FIELD_CLASS } from "../../ui/field-style";
import { useHydrated } from "../../ui/use-hydrated";
import { useLocalePath, useT } from "../i18n/intl";
import type { MessageId } from "../i18n/messages/en";
import { storefrontApi } from "../storefront-api";
import { FitBadge } from "../vehicles/fit-badge";
import { ProductImage } from "./product-image";

const SUGGEST_AFTER = 2;
const SUGGEST_DEBOUNCE_MS = 150;

type Part = Suggestions["parts"][number];
type Item = { kind: "part"; href: string; part: Part } | { kind: "name" | "car" | "all"; href: string; label: string };

const NO_SUGGESTIONS: Suggestions = { parts: [], names: [], cars: [], correctedTo: null };

function itemsOf(suggestions: Suggestions, typed: string, seeAll: (text: string) => string): Item[] {
  const text = suggestions.correctedTo ?? typed.trim();
  return [
    ...suggestions.parts.map((part) => ({
      kind: "part" as const,
      href: `/client/product/${part.productId}`,
      part,
    })),
    ...suggestions.names.map((link) => ({ kind: "name" as const, href: link.href, label: link.name })),
    ...suggestions.cars.map((link) => ({ kind: "car" as const, href: link.href, label: link.name })),
    { kind: "all" as const, href: storeUrl({ q: text }), label: seeAll(text) },
  ];
}

const GROUP_TITLES: Record<Item["kind"], MessageId | null> = {
  part: "search.parts",
  name: "search.kinds",
  car: "search.cars",
  all: null,
};

/** The suggestions for what is typed, fetched after a pause in typing; the answer to an older text is dropped. */
function useSuggestions(text: string): Suggestions {
  const [suggestions, setSuggestions] = useState(NO_SUGGESTIONS);
  const latest = useRef(text);
  useEffect(() => {
    latest.current = text;
    const typed = text.trim();
    if (typed.length < SUGGEST_AFTER) {
      setSuggestions(NO_SUGGESTIONS);
      return;
    }
    const timer = setTimeout(() => {
      call(storefrontApi().products.visitor.suggestions.get({ query: { q: typed } }), { quiet: true })
        .then((found) => {
          if (latest.current === text) setSuggestions(found);
        })
        .catch(() => undefined);
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return suggestions;
}

const inputClass = `h-11 ${FIELD_CLASS} pr-12 [&::-webkit-search-cancel-button]:appearance-none`;

function SubmitButton() {
  const t = useT();
  return (
    <button
      type="submit"
      aria-label={t("search.search")}
      className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-steel hover:text-brand-700"
    >
      <SearchIcon />
    </button>
  );
}

export function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/** The plain form: a GET to the store, for the server's HTML and a browser without JavaScript. */
function PlainSearch() {
  const id = useId();
  const t = useT();
  const href = useLocalePath();
  return (
    <search>
      <form method="get" action={href(STORE_PATH)} className="relative">
        <label htmlFor={id} className="sr-only">
          {t("search.label")}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t("search.placeholder")}
          enterKeyHint="search"
          className={inputClass}
        />
        <SubmitButton />
      </form>
    </search>
  );
}

/** With JavaScript: the same form as an ARIA combobox suggesting parts, kinds of part and cars as one types. */
function SuggestingSearch() {
  const t = useT();
  const href = useLocalePath();
  const [, navigate] = useLocation();
  const [text, setText] = useState("");
  // Picking a suggestion leaves what was typed in the box (the field is downshift's; React only hears of it).
  const typed = useRef("");
  const suggestions = useSuggestions(text);
  const items =
    text.trim().length >= SUGGEST_AFTER ? itemsOf(suggestions, text, (all) => t("search.seeAll", { text: all })) : [];
  const { isOpen, getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex, closeMenu } =
    useCombobox<Item>({
      items,
      itemToString: () => typed.current,
      onInputValueChange: ({ inputValue, type }) => {
        if (type !== useCombobox.stateChangeTypes.InputChange) return;
        typed.current = inputValue;
        setText(inputValue);
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) navigate(selectedItem.href);
      },
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    closeMenu();
    navigate(storeUrl({ q: text.trim() }));
  };

  const groups: ReactNode[] = [];
  let index = 0;
  for (const kind of ["part", "name", "car", "all"] as const) {
    const members = items.map((item, at) => ({ item, at })).filter(({ item }) => item.kind === kind);
    if (members.length === 0) continue;
    const options = members.map(({ item, at }) => (
      <li
        key={`${item.kind}:${item.href}`}
        {...getItemProps({ item, index: at })}
        className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${highlightedIndex === at ? "bg-brand-50" : ""} ${item.kind === "all" ? "border-line border-t font-medium text-brand-700" : ""}`}
      >
        {item.kind === "part" ? <PartOption part={item.part} /> : <span>{item.label}</span>}
      </li>
    ));
    index += members.length;
    const title = GROUP_TITLES[kind];
    groups.push(
      kind === "all" ? (
        options
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (WAI-ARIA), not fieldsets
        <li key={kind} role="group" aria-label={title ? t(title) : undefined}>
          <div aria-hidden="true" className="px-3 pt-2 pb-1 font-semibold text-muted text-xs uppercase tracking-wide">
            {title ? t(title) : null}
          </div>
          <ul role="none">{options}</ul>
        </li>
      ),
    );
  }

  return (
    <search>
      <form method="get" action={href(STORE_PATH)} onSubmit={onSubmit} className="relative">
        {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps gives it the input's htmlFor */}
        <label {...getLabelProps()} className="sr-only">
          {t("search.label")}
        </label>
        <input
          {...getInputProps({
            type: "search",
            name: "q",
            maxLength: SEARCH_MAX_LENGTH,
            placeholder: t("search.placeholder"),
            enterKeyHint: "search",
            // Enter with no suggestion chosen searches for the words (downshift swallows it while the list shows).
            onKeyDown: (event) => {
              if (event.key === "Enter" && highlightedIndex < 0) {
                (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
                  true;
              }
            },
          })}
          className={inputClass}
        />
        <SubmitButton />
        <div
          className={`absolute z-40 mt-1 max-h-[70vh] w-full overflow-auto sm:min-w-[26rem] rounded-md border border-line bg-white py-1 text-left shadow-xl ${isOpen && index > 0 ? "" : "hidden"}`}
        >
          {isOpen && suggestions.correctedTo ? (
            <p className="px-3 pt-1 text-muted text-sm">{t("search.correctedTo", { text: suggestions.correctedTo })}</p>
          ) : null}
          <ul {...getMenuProps()}>{isOpen ? groups : null}</ul>
        </div>
      </form>
    </search>
  );
}

function PartOption({ part }: { part: Part }) {
  return (
    <>
      <ProductImage src={part.image} alt="" width="48" height="48" className="size-12 shrink-0 object-contain" />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm leading-snug">{part.title}</span>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          {part.number ? <span className="font-mono text-muted">{part.number}</span> : null}
          <FitBadge vehicleIds={part.vehicleIds} compact className="py-0.5" />
        </span>
      </span>
      <span className="shrink-0 font-semibold text-brand-700 text-sm">{formatRupees(part.price)}</span>
    </>
  );
}

function SearchBox() {
  return useHydrated() ? <SuggestingSearch /> : <PlainSearch />;
}

/**
 * The header's search on every storefront page: a field beside the links on a wide screen; on a phone (and up to
 * 1280 px) an icon that opens a full-width field under the header — a <details>, so it opens without JavaScript.
 */
export function HeaderSearch() {
  const t = useT();
  const panel = useRef<HTMLDetailsElement>(null);
  const url = useCurrentUrl();
  useEffect(() => {
    if (url && panel.current) panel.current.open = false;
  }, [url]);
  return (
    <>
      <div className="hidden max-w-md flex-1 xl:block">
        <SearchBox />
      </div>
      <details
        ref={panel}
        className="group xl:hidden"
        // The field the customer just asked for by tapping the icon takes the typing at once.
        onToggle={(event) => {
          if (event.currentTarget.open) event.currentTarget.querySelector("input")?.focus();
        }}
      >
        <summary
          aria-label={t("search.search")}
          className="flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-steel hover:bg-surface [&::-webkit-details-marker]:hidden"
        >
          <SearchIcon />
        </summary>
        <div className="absolute inset-x-0 top-full z-30 border-line border-b bg-white p-3 shadow-lg">
          <SearchBox />
        </div>
      </details>
    </>
  );
}
