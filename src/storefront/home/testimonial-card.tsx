import { StarRating } from "../components/star-rating";
import { useT } from "../i18n/intl";
import type { Testimonial } from "./testimonials";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = useT();
  return (
    <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-line">
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-steel leading-relaxed">“{t(testimonial.text)}”</blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
        >
          {initials(testimonial.name)}
        </span>
        <span>
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-muted text-sm">{testimonial.location}</span>
        </span>
      </figcaption>
    </figure>
  );
}
