import { type FormEvent, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { PageProps } from "../../../server/api-types";
import { brandHasCategory, categoryHasSub, nameOptions } from "../../../shared/category-names";
import { PART_CONDITIONS, type PartCondition } from "../../../shared/part-condition";
import { SHOP_CONTACT, SHOP_PHONE_HREF } from "../../../shared/shop-contact";
import {
  defaultSort,
  readStoreQuery,
  SEARCH_MAX_LENGTH,
  STORE_PAGE_SIZES,
  STORE_PATH,
  type StoreQuery,
  type StoreSort,
  storeUrl,
} from "../../../shared/store-query";
import { useCurrentUrl, useNavigationPending } from "../../../shared/transition-location";
import { type VehicleName, vehicleFullName } from "../../../shared/vehicle-names";
import { FIELD_CLASS } from "../../../ui/field-style";
import { OptionPicker } from "../../components/option-picker";
import { Paginator } from "../../components/paginator";
import { ProductCard } from "../../components/product-card";
import { WhatsAppLink } from "../../components/whatsapp-link";
import { useLocalePath, useRichT, useT } from "../../i18n/intl";
import { CONDITION_LABELS, SORT_LABELS } from "../../i18n/labels";
import type { MessageId, Translate } from "../../i18n/messages/en";
import { rememberSearch } from "../../last-search";
import { FitsMyCar } from "../../vehicles/fits-my-car";
import { PageCar, useMyCar } from "../../vehicles/my-car";

const SEARCH_DEBOUNCE_MS = 300;
const selectClass = `h-11 ${FIELD_CLASS}`;

/** "Looking for brake pads for my Toyota Axio NZE161 (2012–2019)": what the shop can look for by hand. */
function lookingFor(t: Translate, text: string, car: VehicleName | null) {
  const what = text.trim() ? text.trim() : t("store.aPart");
  return car ? t("store.lookingForCar", { what, car: vehicleFullName(car) }) : t("store.lookingFor", { what });
}

export default function StorePage({ data }: PageProps<"store">) {
  const { query, products, pickers, vehicle, correction, closest } = data;
  const myCar = useMyCar();
  const [, navigate] = useLocation();
  const pending = useNavigationPending();
  const currentUrl = useCurrentUrl();
  const [text, setText] = useState(query.q);
  // The search last sent to the URL: a later answer for it must not overwrite what the customer typed since.
  const sent = useRef(query.q);
  const t = useT();
  const rich = useRichT();
  const href = useLocalePath();

  useEffect(() => rememberSearch(currentUrl), [currentUrl]);

  useEffect(() => {
    if (query.q !== sent.current) {
      sent.current = query.q;
      setText(query.q);
    }
  }, [query.q]);

  const go = (changes: Partial<StoreQuery>, replace = false) => {
    // From the address bar, not the data on screen: a change made while the last one still loads must keep it.
    const current = readStoreQuery(new URLSearchParams(location.search));
    const next = { ...current, q: text, page: 1, ...changes };
    // A new search may be corrected again; "search instead for" holds only for the words it was chosen for.
    if (next.q.trim() !== current.q && changes.asTyped === undefined) next.asTyped = false;
    // A sort that only fits a search (relevance) falls back when the search is cleared.
    if (!next.q.trim() && next.sort === "relevance") next.sort = defaultSort("");
    if (current.q === "" && next.q.trim() !== "" && next.sort === "newest" && !changes.sort) next.sort = "relevance";
    sent.current = next.q.trim();
    navigate(storeUrl(next), { replace });
  };

  useEffect(() => {
    const typed = text.trim();
    if (typed === sent.current) return;
    const timer = setTimeout(() => go({ q: typed }, query.q !== ""), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  // "Fits my car" is on by default: a remembered car joins a store URL that names none, unless switched off.
  useEffect(() => {
    if (myCar && !query.vehicle && !query.allParts) go({ vehicle: myCar.code.toLowerCase(), page: query.page }, true);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text.trim() });
  };

  const { categories, subCategories } = nameOptions(pickers, query.brand, query.category);
  const pages = Math.ceil(products.count / query.size);
  const first = (query.page - 1) * query.size + 1;
  const last = first + products.data.length - 1;

  return (
    <PageCar.Provider value={vehicle}>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <h1 className="font-bold text-2xl sm:text-3xl">{t("store.heading")}</h1>
        <search>
          {/* autoComplete off: a reload must show the URL's filters, not the browser's restored form state. */}
          <form
            method="get"
            action={href(STORE_PATH)}
            onSubmit={onSubmit}
            autoComplete="off"
            className="mt-4 space-y-3"
          >
            <div className="flex gap-2">
              <label className="relative flex-1">
                <span className="sr-only">{t("store.searchLabel")}</span>
                <input
                  type="search"
                  name="q"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  maxLength={SEARCH_MAX_LENGTH}
                  placeholder={t("store.searchPlaceholder")}
                  autoComplete="off"
                  enterKeyHint="search"
                  className={`${selectClass} pr-11 [&::-webkit-search-cancel-button]:appearance-none`}
                />
                {text ? (
                  <a
                    href={href(storeUrl({ ...query, q: "", page: 1 }))}
                    onClick={(event) => {
                      event.preventDefault();
                      setText("");
                      go({ q: "" });
                    }}
                    aria-label={t("store.clearSearch")}
                    className="absolute inset-y-0 right-1 my-auto flex size-9 items-center justify-center rounded text-muted text-xl hover:text-ink"
                  >
                    ×
                  </a>
                ) : null}
              </label>
              <button
                type="submit"
                className="h-11 shrink-0 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
              >
                {t("store.apply")}
              </button>
            </div>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
              <OptionPicker
                label={t("store.brand")}
                name="brand"
                anyLabel={t("store.anyBrand")}
                options={pickers.brands}
                value={query.brand}
                onChange={(brand) => {
                  // A chosen kind of part stays when the new brand has it too.
                  const category =
                    brand === null || (query.category !== null && brandHasCategory(pickers, brand, query.category))
                      ? query.category
                      : null;
                  const sub =
                    category !== null && query.sub !== null && categoryHasSub(pickers, category, query.sub, brand);
                  go({ brand, category, sub: sub ? query.sub : null });
                }}
              />
              <OptionPicker
                label={t("store.category")}
                name="category"
                anyLabel={t("store.anyCategory")}
                options={categories}
                value={query.category}
                onChange={(category) =>
                  go({
                    category,
                    sub:
                      category !== null &&
                      query.sub !== null &&
                      categoryHasSub(pickers, category, query.sub, query.brand)
                        ? query.sub
                        : null,
                  })
                }
              />
              <OptionPicker
                label={t("store.subcategory")}
                name="sub"
                anyLabel={t("store.anySubcategory")}
                options={subCategories}
                value={query.sub}
                onChange={(sub) => go({ sub })}
              />
              <label className="block">
                <span className="mb-1 block font-medium text-sm">{t("store.condition")}</span>
                <select
                  name="condition"
                  value={query.condition ?? ""}
                  onChange={(event) => go({ condition: (event.target.value || null) as PartCondition | null })}
                  className={selectClass}
                >
                  <option value="">{t("store.anyCondition")}</option>
                  {PART_CONDITIONS.map((condition) => (
                    <option key={condition} value={condition}>
                      {t(CONDITION_LABELS[condition])}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block">
                <span className="mb-1 block font-medium text-sm">{t("store.sortBy")}</span>
                <select
                  name="sort"
                  value={query.sort}
                  onChange={(event) => go({ sort: event.target.value as StoreSort, page: 1 })}
                  className={selectClass}
                >
                  {(Object.entries(SORT_LABELS) as [StoreSort, MessageId][]).map(([sort, label]) =>
                    sort === "relevance" && !query.q ? null : (
                      <option key={sort} value={sort}>
                        {t(label)}
                      </option>
                    ),
                  )}
                </select>
              </label>
              <label className="block">
                <span className="mb-1 block font-medium text-sm">{t("store.perPage")}</span>
                <select
                  name="size"
                  value={query.size}
                  onChange={(event) => go({ size: Number(event.target.value) })}
                  className={selectClass}
                >
                  {STORE_PAGE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </form>
        </search>
        <FitsMyCar
          query={query}
          urlCar={vehicle}
          myCar={myCar}
          onChange={(changes) => go({ ...changes, q: query.q })}
        />

        <div className="mt-6 flex min-h-6 items-center gap-3 text-muted text-sm" aria-live="polite">
          {pending ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
              />
              <span>{t("store.loading")}</span>
            </>
          ) : products.count > 0 && products.data.length > 0 ? (
            <span>{t("store.showing", { first, last, count: products.count })}</span>
          ) : null}
        </div>

        {correction ? (
          <p className="mt-2 text-steel">
            {rich("store.correction", {
              shown: () => (
                <strong key="shown" className="font-semibold text-ink">
                  {correction.shown}
                </strong>
              ),
              typed: () => (
                <a
                  key="typed"
                  href={href(storeUrl({ ...query, asTyped: true, page: 1 }))}
                  className="text-brand-700 underline"
                >
                  {correction.typed}
                </a>
              ),
            })}
          </p>
        ) : null}

        <div className={`transition-opacity ${pending ? "opacity-60" : ""}`}>
          {products.data.length === 0 ? (
            <div className="mt-6 rounded-lg border border-line border-dashed bg-white px-4 py-12 text-center">
              <p className="font-semibold text-lg">{query.q ? t("store.noneFor", { q: query.q }) : t("store.none")}</p>
              {closest.length > 0 ? (
                <div className="mt-3">
                  <p className="text-muted text-sm">{t("store.perhaps")}</p>
                  <ul className="mt-2 flex flex-wrap justify-center gap-2">
                    {closest.map((link) => (
                      <li key={link.href}>
                        <a
                          href={href(link.href)}
                          className="inline-flex min-h-10 items-center rounded-full border border-line px-4 text-sm hover:border-brand-600 hover:text-brand-700"
                        >
                          {link.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {products.count === 0 ? (
                <>
                  <p className="mt-4 text-muted text-sm">{t("store.askUs")}</p>
                  <div className="mt-3 flex flex-wrap justify-center gap-3">
                    <WhatsAppLink label={t("store.askOnWhatsapp")} message={lookingFor(t, query.q, vehicle ?? myCar)} />
                    <a
                      href={SHOP_PHONE_HREF}
                      className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-semibold hover:border-brand-600 hover:text-brand-700"
                    >
                      {t("shop.call", { phone: SHOP_CONTACT.phone })}
                    </a>
                  </div>
                </>
              ) : null}
              {products.count > 0 ? (
                <a href={href(storeUrl({ ...query, page: 1 }))} className="mt-3 inline-block text-brand-700 underline">
                  {t("store.firstPage")}
                </a>
              ) : null}
            </div>
          ) : (
            <div className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
              {products.data.map((product, index) => (
                <ProductCard key={product.productId} product={product} first={index === 0} />
              ))}
            </div>
          )}
          <Paginator page={query.page} pages={pages} hrefOf={(page) => storeUrl({ ...query, page })} />
        </div>
      </div>
    </PageCar.Provider>
  );
}
