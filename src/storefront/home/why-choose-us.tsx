const POINTS = [
  "Genuine and OEM parts with the maker's warranty",
  "Prices in rupees with nothing added at checkout",
  "Free delivery to every district in 1–3 working days",
  "Parts advisers who check the fit by chassis number",
  "30-day returns on unused parts",
];

/** docs/product-spec.md §2: eyebrow, two-line title, copy, five points, a main image and two side images (hidden on phones). */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 py-16">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">Why choose us</p>
          <h2 id="why-us" className="mt-2 font-bold text-3xl">
            The right part,
            <br />
            the first time
          </h2>
          <p className="mt-4 text-steel leading-relaxed">
            A wrong part costs you a day off the road. We stock what fits Sri Lanka's most driven cars and tell you
            honestly when something will not fit.
          </p>
          <ul className="mt-6 space-y-3">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 text-brand-600">
                  <path fill="currentColor" d="M9.5 16.6 4.9 12l-1.4 1.4 6 6 11-11-1.4-1.4z" />
                </svg>
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-3 gap-4">
          <img
            src="/images/home/car.svg"
            alt="A family car ready for the road"
            width="640"
            height="640"
            loading="lazy"
            className="col-span-3 h-auto w-full rounded-xl object-cover sm:col-span-2 sm:row-span-2 sm:h-full"
          />
          <img
            src="/images/parts/shock-absorber.svg"
            alt="A shock absorber"
            width="400"
            height="400"
            loading="lazy"
            className="hidden h-auto w-full rounded-xl sm:block"
          />
          <img
            src="/images/parts/battery.svg"
            alt="A car battery"
            width="400"
            height="400"
            loading="lazy"
            className="hidden h-auto w-full rounded-xl sm:block"
          />
        </div>
      </div>
    </section>
  );
}
