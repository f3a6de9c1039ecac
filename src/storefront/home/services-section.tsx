import { LineIcon } from "../../ui/line-icon";

/** docs/product-spec.md §2: six service cards. Icons are drawn inline (a few paths each), so they cost no request. */
const SERVICES = [
  {
    title: "Air Conditioning",
    text: "Compressors, condensers and cabin filters to keep your car cool in the Colombo heat.",
    icon: "M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9 4l3 2 3-2M9 20l3-2 3 2",
  },
  {
    title: "Belts and Hoses",
    text: "Fan, timing and drive belts, radiator and heater hoses matched to your engine.",
    icon: "M7 7a4 4 0 1 0 0 8h10a4 4 0 1 0 0-8zM7 11h.01M17 11h.01",
  },
  {
    title: "Brake Repair",
    text: "Pads, shoes, discs and fluid for braking you can trust on every road.",
    icon: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM18 5l2-2",
  },
  {
    title: "Engine Diagnostics",
    text: "Sensors, ignition coils and plugs to clear the warning light and restore power.",
    icon: "M3 12h4l2-5 4 10 2-5h6",
  },
  {
    title: "Lube Oil and Filters",
    text: "Genuine engine oil with oil, air and fuel filters for every service interval.",
    icon: "M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z",
  },
  {
    title: "Tire and Wheel Services",
    text: "Wheel bearings, hubs and CV joints for a quiet, straight and safe ride.",
    icon: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 6a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 3v6M12 15v6M3 12h6M15 12h6",
  },
];

export function ServicesSection() {
  return (
    <section aria-labelledby="services" className="mx-auto max-w-7xl px-4 py-16">
      <p className="text-center font-semibold text-brand-700 text-sm uppercase tracking-wide">What we cover</p>
      <h2 id="services" className="mt-2 text-center font-bold text-3xl">
        Parts for every service
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-line">
            <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <LineIcon path={service.icon} className="size-7" />
            </span>
            <h3 className="mt-4 font-semibold text-lg">{service.title}</h3>
            <p className="mt-2 text-steel text-sm leading-relaxed">{service.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
