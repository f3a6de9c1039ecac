import { useEffect, useState } from "react";
import { Link } from "wouter";
import { useT } from "../i18n/intl";
import type { MessageId } from "../i18n/messages/en";
import { useMediaQuery } from "./use-media-query";

const SLIDES: { title: MessageId; text: MessageId; image: string; alt: MessageId; href: string }[] = [
  {
    title: "hero.brakes",
    text: "hero.brakesText",
    image: "/images/parts/brake-disc.svg",
    alt: "hero.brakesAlt",
    href: "/client/store?q=brake",
  },
  {
    title: "hero.service",
    text: "hero.serviceText",
    image: "/images/parts/oil-filter.svg",
    alt: "hero.serviceAlt",
    href: "/client/store?q=filter",
  },
  {
    title: "hero.code",
    text: "hero.codeText",
    image: "/images/parts/spark-plug.svg",
    alt: "hero.codeAlt",
    href: "/client/store",
  },
];

const ADVANCE_MS = 12_000;

/**
 * Three slides; previous/next wrap around and restart the 12-second timer. It holds still while the pointer is on it
 * or focus is in it (WCAG 2.2.2), and never moves by itself for visitors who asked for reduced motion.
 */
export function HeroCarousel() {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const paused = hovered || focused || reducedMotion;
  const step = (by: number) => setIndex((current) => (current + by + SLIDES.length) % SLIDES.length);

  // Every step changes `index`, so a manual step also restarts the timer.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => setIndex((index + 1) % SLIDES.length), ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [index, paused]);

  const slide = SLIDES[index] as (typeof SLIDES)[number];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("hero.label")}
      data-paused={paused}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      className="bg-ink text-white"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 pt-12 pb-20 sm:pt-16 sm:pb-24">
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label={t("hero.previous")}
          className="rounded-full p-2 text-2xl hover:bg-white/10"
        >
          ‹
        </button>
        <div className="flex-1" aria-live="polite">
          <p className="text-sm text-brand-100">{t("hero.slideOf", { index: index + 1, count: SLIDES.length })}</p>
          <h1 className="mt-2 max-w-3xl font-bold text-3xl sm:text-5xl">{t(slide.title)}</h1>
          <p className="mt-3 max-w-2xl text-gray-200 text-lg">{t(slide.text)}</p>
          <Link
            href={slide.href}
            className="mt-6 inline-flex min-h-12 items-center rounded-md bg-brand-600 px-6 font-semibold hover:bg-brand-700"
          >
            {t("hero.shopNow")}
          </Link>
        </div>
        {/* Wide screens only: on a phone the words are the slide. */}
        <img
          src={slide.image}
          alt={t(slide.alt)}
          width="400"
          height="400"
          fetchPriority={index === 0 ? "high" : undefined}
          className="hidden size-72 shrink-0 rounded-2xl ring-8 ring-white/10 lg:block xl:size-80"
        />
        <button
          type="button"
          onClick={() => step(1)}
          aria-label={t("hero.next")}
          className="rounded-full p-2 text-2xl hover:bg-white/10"
        >
          ›
        </button>
      </div>
    </section>
  );
}
