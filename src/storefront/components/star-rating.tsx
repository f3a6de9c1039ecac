import { useT } from "../i18n/intl";
/** The spec's five-star scale; half stars round to the nearest whole one. Nothing at all until someone has rated. */
export function StarRating({ rating }: { rating: number }) {
  const t = useT();
  if (!(rating > 0)) return null;
  const stars = Math.max(1, Math.min(5, Math.round(rating)));
  return (
    <span className="flex text-amber-500 text-sm leading-none" role="img" aria-label={t("rating.label", { stars })}>
      <span aria-hidden="true">{"★".repeat(stars)}</span>
      <span aria-hidden="true" className="text-gray-300">
        {"★".repeat(5 - stars)}
      </span>
    </span>
  );
}
