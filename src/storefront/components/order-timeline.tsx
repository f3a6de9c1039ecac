import type { TrackedOrder } from "../../server/api-types";
import { formatShopTime } from "../../shared/shop-time";
import { useT } from "../i18n/intl";
import type { MessageId } from "../i18n/messages/en";

type Status = TrackedOrder["orderStatus"];

/** The order's way to the customer, in the customer's words. */
const STEPS: { status: Status; label: MessageId; detail: MessageId }[] = [
  { status: "PENDING", label: "timeline.placed", detail: "timeline.placedDetail" },
  { status: "RECEIVED", label: "timeline.confirmed", detail: "timeline.confirmedDetail" },
  { status: "DELIVERED", label: "timeline.delivered", detail: "timeline.deliveredDetail" },
  { status: "COMPLETED", label: "timeline.completed", detail: "timeline.completedDetail" },
];

/** Each status the order reached, with when (shop time); a canceled order ends there. */
export function OrderTimeline({
  order,
}: {
  order: Pick<TrackedOrder, "orderStatus" | "statusHistory"> & { dispatch?: TrackedOrder["dispatch"] };
}) {
  const t = useT();
  const reachedAt = new Map<Status, string>();
  for (const change of order.statusHistory) reachedAt.set(change.status, change.changedAt);
  const canceled = order.orderStatus === "CANCELED";
  const currentIndex = STEPS.findIndex((step) => step.status === order.orderStatus);
  const steps = canceled
    ? [
        ...STEPS.filter((step) => reachedAt.has(step.status)),
        {
          status: "CANCELED" as const,
          label: "timeline.canceled" as const,
          detail: "timeline.canceledDetail" as const,
        },
      ]
    : STEPS;
  return (
    <ol className="space-y-0" aria-label={t("timeline.progress")}>
      {steps.map((step, index) => {
        const done = canceled ? true : index <= currentIndex;
        const current = step.status === order.orderStatus;
        const at = reachedAt.get(step.status);
        return (
          <li
            key={step.status}
            className="relative flex gap-3 pb-5 last:pb-0"
            aria-current={current ? "step" : undefined}
          >
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={`absolute top-6 left-[11px] h-[calc(100%-1.5rem)] w-0.5 ${done && !current ? "bg-emerald-600" : "bg-line"}`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative z-10 mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full font-bold text-white text-xs ${
                step.status === "CANCELED" ? "bg-gray-600" : done ? "bg-emerald-600" : "border-2 border-line bg-white"
              }`}
            >
              {step.status === "CANCELED" ? "×" : done ? "✓" : ""}
            </span>
            <div>
              <p className={`font-semibold ${done ? "" : "text-muted"}`}>
                {t(step.label)}
                {current ? <span className="sr-only">{t("timeline.current")}</span> : null}
              </p>
              {at ? <p className="text-muted text-xs">{formatShopTime(at)}</p> : null}
              {(current && !(step.status === "RECEIVED" && order.dispatch)) || step.status === "CANCELED" ? (
                <p className="mt-0.5 text-sm text-steel">{t(step.detail)}</p>
              ) : null}
              {step.status === "RECEIVED" && order.dispatch ? <Dispatched dispatch={order.dispatch} /> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Handed to the courier: which, its tracking number, and the courier's own tracking page when the shop gave it. */
function Dispatched({ dispatch }: { dispatch: NonNullable<TrackedOrder["dispatch"]> }) {
  const t = useT();
  return (
    <div
      className="mt-2 rounded-md border border-emerald-600/30 bg-emerald-50 px-3 py-2 text-sm"
      data-testid="dispatch"
    >
      <p className="font-semibold">{t("timeline.onItsWay", { courier: dispatch.courier })}</p>
      <p className="text-steel">
        {t("timeline.trackingNumber")}{" "}
        <span className="font-mono font-semibold text-ink">{dispatch.trackingNumber}</span> ·{" "}
        {formatShopTime(dispatch.dispatchedAt)}
      </p>
      {dispatch.trackingUrl ? (
        <a
          href={dispatch.trackingUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="mt-1 inline-block font-semibold text-brand-700 underline"
        >
          {t("timeline.follow", { courier: dispatch.courier })}
        </a>
      ) : null}
    </div>
  );
}
