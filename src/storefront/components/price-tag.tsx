import { formatRupees } from "../../shared/money";
import { useT } from "../i18n/intl";

/** The price a customer pays, with the list price struck through when the part is on sale. */
export function PriceTag({
  price,
  discountPrice,
  large = false,
}: {
  price: number;
  discountPrice: number | null;
  large?: boolean;
}) {
  const onSale = discountPrice !== null && discountPrice < price;
  const t = useT();
  return (
    <p className={`flex flex-wrap items-baseline gap-2 ${large ? "text-2xl" : ""}`}>
      <span className="whitespace-nowrap font-bold text-brand-700">{formatRupees(onSale ? discountPrice : price)}</span>
      {onSale ? (
        <s className={`whitespace-nowrap text-muted ${large ? "text-base" : "text-sm"}`}>
          <span className="sr-only">{t("price.was")}</span>
          {formatRupees(price)}
        </s>
      ) : null}
    </p>
  );
}

export function StockNote({ qty }: { qty: number }) {
  const t = useT();
  return qty > 0 ? (
    <span className="text-emerald-700 text-sm">{t("stock.inStock", { count: qty })}</span>
  ) : (
    <span className="font-medium text-brand-700 text-sm">{t("stock.out")}</span>
  );
}
