import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import type { PageProps } from "../../server/api-types";
import { type NameOption, nameOptions } from "../../shared/category-names";
import { SEARCH_MAX_LENGTH, STORE_PATH, storeUrl } from "../../shared/store-query";
import { FIELD_CLASS } from "../../ui/field-style";
import { useLocalePath, useT } from "../i18n/intl";

type Finder = PageProps<"home">["data"]["finder"];

const selectClass = `h-12 ${FIELD_CLASS}`;
const idOf = (value: string) => (value ? Number(value) : null);

/**
 * Brand → category → sub-category, or a part code: opens the store filtered that way. A plain GET form to the store
 * (works before JavaScript); with it, each choice narrows the next picker and clears a choice that no longer fits.
 */
export function PartFinder({ finder }: { finder: Finder }) {
  const t = useT();
  const href = useLocalePath();
  const [, navigate] = useLocation();
  const [brand, setBrand] = useState("");
  const [category, setCategory] = useState("");
  const [sub, setSub] = useState("");
  const [code, setCode] = useState("");

  const { categories, subCategories } = nameOptions(finder, idOf(brand), idOf(category));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(storeUrl({ q: code.trim(), brand: idOf(brand), category: idOf(category), sub: idOf(sub) }));
  };

  return (
    <section aria-labelledby="part-finder" className="relative z-10 mx-auto -mt-10 max-w-6xl px-4">
      <div className="rounded-xl bg-white p-5 shadow-xl ring-1 ring-line sm:p-6">
        <h2 id="part-finder" className="font-bold text-xl sm:text-2xl">
          {t("finder.title")}
        </h2>
        <p className="mt-1 text-muted text-sm">{t("finder.intro")}</p>
        <form
          method="get"
          action={href(STORE_PATH)}
          onSubmit={onSubmit}
          autoComplete="off"
          className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
        >
          <label className="block">
            <span className="mb-1 block font-medium text-sm">{t("store.brand")}</span>
            <select
              name="brand"
              value={brand}
              onChange={(event) => {
                setBrand(event.target.value);
                setCategory("");
                setSub("");
              }}
              className={selectClass}
            >
              <option value="">{t("finder.allBrands")}</option>
              {finder.brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="mb-1 block font-medium text-sm">{t("store.category")}</span>
            <select
              name="category"
              value={category}
              onChange={(event) => {
                setCategory(event.target.value);
                setSub("");
              }}
              className={selectClass}
            >
              <option value="">{t("finder.allCategories")}</option>
              <NameOptions options={categories} />
            </select>
          </label>
          <label className="block">
            <span className="mb-1 block font-medium text-sm">{t("finder.sub")}</span>
            <select name="sub" value={sub} onChange={(event) => setSub(event.target.value)} className={selectClass}>
              <option value="">{t("finder.allSubs")}</option>
              <NameOptions options={subCategories} />
            </select>
          </label>
          <label className="block">
            <span className="mb-1 block font-medium text-sm">{t("finder.code")}</span>
            <input
              type="search"
              name="q"
              value={code}
              maxLength={SEARCH_MAX_LENGTH}
              onChange={(event) => setCode(event.target.value)}
              placeholder={t("finder.codePlaceholder")}
              className={`h-12 ${FIELD_CLASS}`}
            />
          </label>
          <button
            type="submit"
            className="h-12 self-end rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 sm:col-span-2 lg:col-span-1"
          >
            {t("finder.find")}
          </button>
        </form>
      </div>
    </section>
  );
}

/** Category or sub-category names, each with how many parts it shows. */
function NameOptions({ options }: { options: readonly NameOption[] }) {
  return options.map((option) => (
    <option key={option.id} value={option.id}>
      {`${option.name} (${option.detail})`}
    </option>
  ));
}
