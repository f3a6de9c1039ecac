import { type KeyboardEvent, useState } from "react";
import { useT } from "../i18n/intl";
import { ProductImage } from "./product-image";

/** The product's photos: the main one, previous/next (wrapping round), thumbnails, and the arrow keys. */
export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const show = (next: number) => setIndex(((next % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") show(index - 1);
    else if (event.key === "ArrowRight") show(index + 1);
    else return;
    event.preventDefault();
  };

  if (count === 0) {
    return (
      <ProductImage
        src={null}
        alt=""
        width="600"
        height="600"
        className="aspect-square w-full rounded-lg border border-line bg-white object-contain"
      />
    );
  }
  return (
    <section aria-label={t("gallery.photos")} aria-roledescription="carousel" onKeyDown={onKeyDown}>
      <div className="relative">
        <ProductImage
          key={images[index]}
          src={images[index] ?? null}
          alt={count > 1 ? t("gallery.photoOf", { title, index: index + 1, count }) : title}
          width="600"
          height="600"
          className="aspect-square w-full rounded-lg border border-line bg-white object-contain"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={t("gallery.previous")}
              className="-translate-y-1/2 absolute top-1/2 left-2 flex size-11 items-center justify-center rounded-full bg-white/90 text-2xl shadow hover:bg-white"
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label={t("gallery.next")}
              className="-translate-y-1/2 absolute top-1/2 right-2 flex size-11 items-center justify-center rounded-full bg-white/90 text-2xl shadow hover:bg-white"
            >
              ›
            </button>
            <p
              className="absolute right-3 bottom-3 rounded bg-ink/70 px-2 py-0.5 text-white text-xs"
              aria-live="polite"
            >
              {`${index + 1} / ${count}`}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, at) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => show(at)}
                aria-label={t("gallery.show", { index: at + 1 })}
                aria-current={at === index ? "true" : undefined}
                className={`block size-16 overflow-hidden rounded-md border-2 bg-white sm:size-20 ${at === index ? "border-brand-600" : "border-line"}`}
              >
                <ProductImage src={image} alt="" width="80" height="80" className="size-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
