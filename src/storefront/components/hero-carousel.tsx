import { useEffect, useState } from "react";
import { Link } from "wouter";

const SLIDES = [
  {
    title: "Genuine brake parts for Toyota and Nissan",
    text: "Pads, shoes and discs in stock, delivered across the island.",
  },
  { title: "Service kits for every oil change", text: "Oil, oil filters, air filters and spark plugs for your car." },
  { title: "Find the part by its code", text: "Type a part number, with or without dashes, and order in one step." },
];

const ADVANCE_MS = 12_000;

/** Three slides; previous/next wrap around and restart the 12-second timer. */
export function HeroCarousel() {
  const [index, setIndex] = useState(0);
  const step = (by: number) => setIndex((current) => (current + by + SLIDES.length) % SLIDES.length);

  // Every step changes `index`, so a manual step also restarts the timer.
  useEffect(() => {
    const timer = setTimeout(() => setIndex((index + 1) % SLIDES.length), ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [index]);

  const slide = SLIDES[index] as (typeof SLIDES)[number];
  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="bg-ink text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-12">
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label="Previous slide"
          className="rounded-full p-2 text-2xl hover:bg-white/10"
        >
          ‹
        </button>
        <div className="flex-1" aria-live="polite">
          <p className="text-sm text-brand-100">
            Slide {index + 1} of {SLIDES.length}
          </p>
          <h1 className="mt-2 text-3xl font-bold">{slide.title}</h1>
          <p className="mt-2 text-lg">{slide.text}</p>
          <Link
            href="/client/store"
            className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold hover:bg-brand-700"
          >
            Shop now
          </Link>
        </div>
        <button
          type="button"
          onClick={() => step(1)}
          aria-label="Next slide"
          className="rounded-full p-2 text-2xl hover:bg-white/10"
        >
          ›
        </button>
      </div>
    </section>
  );
}
