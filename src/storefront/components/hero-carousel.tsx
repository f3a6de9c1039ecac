import { useCallback, useEffect, useState } from "react";
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
  // Changing `turn` restarts the auto-advance timer after a manual step.
  const [turn, setTurn] = useState(0);
  const step = useCallback((by: number) => {
    setIndex((current) => (current + by + SLIDES.length) % SLIDES.length);
    setTurn((t) => t + 1);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `turn` is what restarts the timer
  useEffect(() => {
    const timer = setTimeout(() => {
      setIndex((current) => (current + 1) % SLIDES.length);
      setTurn((t) => t + 1);
    }, ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [turn]);

  const slide = SLIDES[index % SLIDES.length] as (typeof SLIDES)[number];
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
