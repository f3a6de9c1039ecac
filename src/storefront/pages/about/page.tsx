import { Link } from "wouter";
import { useShopName } from "../../../shared/page-router";

const MILESTONES = [
  {
    year: "1974",
    text: "A parts counter opens on Galle Road, selling Toyota and Datsun spares to Colombo's taxi drivers.",
  },
  { year: "1998", text: "Nissan Genuine Parts distribution, and our first branch outside Colombo, in Kandy." },
  {
    year: "2012",
    text: "Garages and fleets across the island order from us by phone, delivered the next working day.",
  },
  { year: "Today", text: "Four branches, 120+ partner stores, more than 2,500 parts in stock and this online shop." },
];

/** docs/product-spec.md §2 About page: 'Our Legacy'. */
export default function AboutPage() {
  const shopName = useShopName();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">About us</p>
      <h1 className="mt-2 font-bold text-3xl sm:text-4xl">Our Legacy</h1>
      <p className="mt-4 text-lg text-steel leading-relaxed">
        For over 50 years {shopName} has supplied spare parts for Toyota and Nissan vehicles across Sri Lanka — from
        brake pads and filters to suspension and engine parts — with honest advice and parts that fit the first time.
      </p>
      <p className="mt-4 text-steel leading-relaxed">
        Three generations of one family have stood behind our counter. We still check a part against your chassis number
        before we sell it, we still stock genuine parts first, and we still answer the phone ourselves.
      </p>
      <ol className="mt-10 space-y-6 border-line border-l-2 pl-6">
        {MILESTONES.map((milestone) => (
          <li key={milestone.year} className="relative">
            <span
              aria-hidden="true"
              className="-left-[33px] absolute top-1 size-4 rounded-full border-4 border-white bg-brand-600 ring-1 ring-line"
            />
            <h2 className="font-bold text-lg">{milestone.year}</h2>
            <p className="mt-1 text-steel">{milestone.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link
          href="/client/stores"
          className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          Visit our stores
        </Link>
        <Link
          href="/client/contact"
          className="inline-flex min-h-11 items-center rounded-md border border-line bg-white px-5 font-semibold hover:border-ink"
        >
          Contact us
        </Link>
      </div>
    </div>
  );
}
