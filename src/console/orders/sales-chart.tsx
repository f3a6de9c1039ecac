import { AxisBottom, AxisLeft, AxisRight } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, LinePath } from "@visx/shape";
import { useId } from "react";
import { formatRupees } from "../../shared/money";

export interface DaySales {
  day: string;
  orders: number;
  revenue: number;
}

/**
 * Drawn in a box scaled to the card's width (an SVG viewBox), so the server draws it without knowing the screen: a
 * narrow box for phones (its type stays readable), a wide one from the small breakpoint up.
 */
const HEIGHT = 240;
const MARGIN = { top: 12, right: 40, bottom: 28, left: 64 };

const dayLabel = (day: string) => `${Number(day.slice(8))}/${Number(day.slice(5, 7))}`;
const shortRupees = (value: number) =>
  value >= 1_000_000 ? `${value / 1_000_000}M` : value >= 1000 ? `${value / 1000}k` : String(value);

/**
 * The last 30 days: rupees paid per day as bars (left axis) and orders placed as a line (right axis). visx draws it as
 * plain SVG from React, so the server renders it like any other markup and it needs no script to be seen; the same
 * figures are in a list for screen readers.
 */
export function SalesChart({ days }: { days: readonly DaySales[] }) {
  const titleId = useId();
  const totalOrders = days.reduce((sum, d) => sum + d.orders, 0);
  const totalRevenue = days.reduce((sum, d) => sum + d.revenue, 0);
  return (
    <figure className="mt-6 rounded-xl border border-line bg-white p-4 shadow-sm">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-lg">
          Last 30 days
        </h2>
        <p className="text-muted text-sm">
          <strong className="text-ink tabular-nums">{totalOrders}</strong> orders ·{" "}
          <strong className="text-ink tabular-nums">{formatRupees(totalRevenue)}</strong> paid
          <span aria-hidden="true">
            {" · "}
            <span className="inline-block size-2.5 rounded-sm bg-brand-600 align-middle" /> paid{" "}
            <span className="inline-block h-0.5 w-4 bg-ink align-middle" /> orders
          </span>
        </p>
      </figcaption>
      <Plot days={days} width={360} labelEvery={10} className="mt-3 h-auto w-full sm:hidden" />
      <Plot days={days} width={720} labelEvery={5} className="mt-3 hidden h-auto w-full sm:block" />
      <ul className="sr-only" aria-labelledby={titleId}>
        {days.map((d) => (
          <li key={d.day}>{`${dayLabel(d.day)}: ${d.orders} orders, ${formatRupees(d.revenue)} paid`}</li>
        ))}
      </ul>
    </figure>
  );
}

function Plot({
  days,
  width,
  labelEvery,
  className,
}: {
  days: readonly DaySales[];
  width: number;
  labelEvery: number;
  className: string;
}) {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: days.map((d) => d.day), range: [0, innerWidth], padding: 0.25 });
  const revenue = scaleLinear<number>({
    domain: [0, Math.max(1000, ...days.map((d) => d.revenue))],
    range: [innerHeight, 0],
    nice: true,
  });
  const orders = scaleLinear<number>({
    domain: [0, Math.max(4, ...days.map((d) => d.orders))],
    range: [innerHeight, 0],
    nice: true,
  });
  const center = (day: string) => (x(day) ?? 0) + x.bandwidth() / 2;

  return (
    <svg viewBox={`0 0 ${width} ${HEIGHT}`} className={className} aria-hidden="true" data-testid="sales-chart">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {revenue.ticks(4).map((tick) => (
          <line
            key={tick}
            x1={0}
            x2={innerWidth}
            y1={revenue(tick)}
            y2={revenue(tick)}
            stroke="#e5e7eb"
            strokeWidth={1}
          />
        ))}
        {days.map((d) => (
          <Bar
            key={d.day}
            x={x(d.day)}
            y={revenue(d.revenue)}
            width={x.bandwidth()}
            height={innerHeight - revenue(d.revenue)}
            fill="#dc2626"
            rx={2}
          />
        ))}
        <LinePath
          data={[...days]}
          x={(d) => center(d.day)}
          y={(d) => orders(d.orders)}
          stroke="#111827"
          strokeWidth={2}
        />
        {days.map((d) => (
          <circle key={d.day} cx={center(d.day)} cy={orders(d.orders)} r={2.5} fill="#111827" />
        ))}
        <AxisLeft
          scale={revenue}
          numTicks={4}
          tickFormat={(value) => `Rs. ${shortRupees(Number(value))}`}
          stroke="#9ca3af"
          tickStroke="#9ca3af"
          tickLabelProps={{ fill: "#4b5563", fontSize: 11, textAnchor: "end", dx: -4, dy: 3 }}
        />
        <AxisRight
          left={innerWidth}
          scale={orders}
          numTicks={4}
          tickFormat={(value) => (Number.isInteger(Number(value)) ? String(value) : "")}
          stroke="#9ca3af"
          tickStroke="#9ca3af"
          tickLabelProps={{ fill: "#4b5563", fontSize: 11, textAnchor: "start", dx: 4, dy: 3 }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={days
            .filter((_, index) => index % labelEvery === (days.length - 1) % labelEvery)
            .map((d) => d.day)}
          tickFormat={dayLabel}
          stroke="#9ca3af"
          tickStroke="#9ca3af"
          tickLabelProps={{ fill: "#4b5563", fontSize: 11, textAnchor: "middle" }}
        />
      </Group>
    </svg>
  );
}
