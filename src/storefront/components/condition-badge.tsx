import type { PartCondition } from "../../shared/part-condition";
import { useT } from "../i18n/intl";
import { CONDITION_LABELS } from "../i18n/labels";

/** Text and ring colours with at least 4.5:1 contrast on their tint (axe checks the pages). */
const TONE: Record<PartCondition, string> = {
  "genuine-new": "bg-emerald-50 text-emerald-800 ring-emerald-200",
  "oem-new": "bg-sky-50 text-sky-800 ring-sky-200",
  "aftermarket-new": "bg-gray-50 text-gray-700 ring-gray-200",
  reconditioned: "bg-amber-50 text-amber-800 ring-amber-200",
  used: "bg-orange-50 text-orange-800 ring-orange-200",
};

/** "Genuine new", "Reconditioned"…: what state the part is sold in, which sets its price and warranty. */
export function ConditionBadge({ condition, className = "" }: { condition: PartCondition; className?: string }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 font-medium text-xs ring-1 ring-inset ${TONE[condition]} ${className}`}
    >
      {t(CONDITION_LABELS[condition])}
    </span>
  );
}
