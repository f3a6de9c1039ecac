import { type FormEvent, useEffect, useState } from "react";
import type { Vehicle, VehicleMake, VehicleModel } from "../../server/api-types";
import { ApiError, call } from "../../shared/api-client";
import { STORE_PATH } from "../../shared/store-query";
import { vehicleYears } from "../../shared/vehicle-names";
import { FIELD_CLASS } from "../../ui/field-style";
import { useLocalePath, useT } from "../i18n/intl";
import { storefrontApi } from "../storefront-api";
import { chooseCar } from "./my-car";

const selectClass = `h-12 ${FIELD_CLASS} disabled:bg-surface disabled:text-muted`;
const buttonClass =
  "h-12 shrink-0 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700";

const covers = (vehicle: Vehicle, year: number) =>
  vehicle.yearFrom <= year && year <= (vehicle.yearTo ?? new Date().getFullYear());

/** Every year some generation was made, newest first. */
function yearsOf(generations: readonly Vehicle[]): number[] {
  const years = new Set<number>();
  const thisYear = new Date().getFullYear();
  for (const vehicle of generations) {
    for (let year = vehicle.yearFrom; year <= (vehicle.yearTo ?? thisYear); year++) years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

const variantLabel = (vehicle: Vehicle) =>
  [vehicle.code, vehicle.engine, vehicleYears(vehicle)].filter(Boolean).join(" · ");

/**
 * "My car": make → model → year (→ engine and chassis code, when that year had several), or the chassis code from
 * the registration papers typed in any case. The code form is a plain GET to the store (`?vehicle=nze161`), so it
 * works before JavaScript; the selects fill from the vehicle lookups as the customer picks.
 */
export function CarPicker({
  makes: givenMakes,
  onChosen,
}: {
  makes?: VehicleMake[];
  onChosen: (car: Vehicle) => void;
}) {
  const t = useT();
  const href = useLocalePath();
  const [makes, setMakes] = useState<VehicleMake[]>(givenMakes ?? []);
  const [make, setMake] = useState("");
  const [models, setModels] = useState<VehicleModel[]>([]);
  const [model, setModel] = useState("");
  const [generations, setGenerations] = useState<Vehicle[]>([]);
  const [year, setYear] = useState("");
  const [variant, setVariant] = useState("");
  const [code, setCode] = useState("");
  const [codeProblem, setCodeProblem] = useState("");
  const [suggestions, setSuggestions] = useState<Vehicle[]>([]);
  const [finding, setFinding] = useState(false);

  useEffect(() => {
    if (givenMakes) return;
    call(storefrontApi().vehicles.visitor.makes.get())
      .then(setMakes)
      .catch(() => undefined);
  }, [givenMakes]);

  const pickMake = (value: string) => {
    setMake(value);
    setModel("");
    setModels([]);
    setGenerations([]);
    setYear("");
    setVariant("");
    if (!value) return;
    call(storefrontApi().vehicles.visitor.models.get({ query: { make: value } }))
      .then(setModels)
      .catch(() => undefined);
  };

  const pickModel = (value: string) => {
    setModel(value);
    setGenerations([]);
    setYear("");
    setVariant("");
    if (!value) return;
    call(storefrontApi().vehicles.visitor.generations.get({ query: { make, model: value } }))
      .then(setGenerations)
      .catch(() => undefined);
  };

  const candidates = year ? generations.filter((vehicle) => covers(vehicle, Number(year))) : [];
  const chosen =
    candidates.length === 1 ? candidates[0] : candidates.find((vehicle) => String(vehicle.vehicleId) === variant);

  const choose = (vehicle: Vehicle) => {
    chooseCar(vehicle);
    onChosen(vehicle);
  };

  const onPick = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) choose(chosen);
  };

  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setSuggestions([]);
    if (!typed) {
      setCodeProblem(t("picker.typeCode"));
      return;
    }
    setFinding(true);
    setCodeProblem("");
    const api = storefrontApi().vehicles.visitor;
    try {
      choose(await call(api["by-code"]({ code: typed }).get(), { quiet: true }));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) {
        setCodeProblem(error instanceof Error ? error.message : t("picker.couldNot"));
        return;
      }
      const near = await call(api.search.get({ query: { searchText: typed } }), { quiet: true }).catch(() => []);
      setSuggestions(near.slice(0, 6));
      setCodeProblem(
        near.length > 0
          ? t("picker.noCarDidYouMean", { code: typed.toUpperCase() })
          : t("picker.noCar", { code: typed.toUpperCase() }),
      );
    } finally {
      setFinding(false);
    }
  };

  return (
    <div>
      <form onSubmit={onPick} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]">
        <label className="block">
          <span className="mb-1 block font-medium text-sm">{t("picker.make")}</span>
          <select value={make} onChange={(event) => pickMake(event.target.value)} className={selectClass}>
            <option value="">{t("picker.chooseMake")}</option>
            {makes.map((option) => (
              <option key={option.slug} value={option.make}>
                {option.make}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-medium text-sm">{t("picker.model")}</span>
          <select
            value={model}
            disabled={models.length === 0}
            onChange={(event) => pickModel(event.target.value)}
            className={selectClass}
          >
            <option value="">{t("picker.chooseModel")}</option>
            {models.map((option) => (
              <option key={option.slug} value={option.model}>
                {option.model}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-medium text-sm">{t("picker.year")}</span>
          <select
            value={year}
            disabled={generations.length === 0}
            onChange={(event) => {
              setYear(event.target.value);
              setVariant("");
            }}
            className={selectClass}
          >
            <option value="">{t("picker.chooseYear")}</option>
            {yearsOf(generations).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        {candidates.length > 1 ? (
          <label className="block sm:col-span-2 lg:order-last lg:col-span-4">
            <span className="mb-1 block font-medium text-sm">{t("picker.engine")}</span>
            <select value={variant} onChange={(event) => setVariant(event.target.value)} className={selectClass}>
              <option value="">{t("picker.chooseOneOf", { count: candidates.length })}</option>
              {candidates.map((vehicle) => (
                <option key={vehicle.vehicleId} value={vehicle.vehicleId}>
                  {variantLabel(vehicle)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit" disabled={!chosen} className={`${buttonClass} self-end`}>
          {t("picker.chooseThis")}
        </button>
      </form>

      <p className="my-3 flex items-center gap-3 text-muted text-sm before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t("picker.orType")}
      </p>

      <form method="get" action={href(STORE_PATH)} onSubmit={onCode} autoComplete="off" noValidate>
        <div className="flex gap-2">
          <label className="flex-1">
            <span className="sr-only">{t("picker.codeLabel")}</span>
            <input
              name="vehicle"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              maxLength={30}
              placeholder={t("picker.codePlaceholder")}
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={codeProblem ? true : undefined}
              aria-describedby={codeProblem ? "chassis-code-problem" : undefined}
              className={`h-12 ${FIELD_CLASS} uppercase placeholder:normal-case`}
            />
          </label>
          <button type="submit" disabled={finding} className={buttonClass}>
            {finding ? t("picker.finding") : t("picker.find")}
          </button>
        </div>
        {codeProblem ? (
          <p id="chassis-code-problem" role="alert" className="mt-2 text-brand-700 text-sm">
            {codeProblem}
          </p>
        ) : null}
        {suggestions.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((vehicle) => (
              <li key={vehicle.vehicleId}>
                <button
                  type="button"
                  onClick={() => choose(vehicle)}
                  className="min-h-10 rounded-full border border-line bg-white px-3 text-sm hover:border-brand-600 hover:text-brand-700"
                >
                  {`${vehicle.make} ${vehicle.model} ${vehicle.code} (${vehicleYears(vehicle)})`}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </form>
    </div>
  );
}
