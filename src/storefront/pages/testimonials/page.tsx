import { TestimonialCard } from "../../home/testimonial-card";
import { TESTIMONIALS } from "../../home/testimonials";
import { useT } from "../../i18n/intl";

export default function TestimonialsPage() {
  const t = useT();
  const average = TESTIMONIALS.reduce((sum, t) => sum + t.rating, 0) / TESTIMONIALS.length;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-bold text-3xl">{t("testimonials.title")}</h1>
      <p className="mt-3 text-steel">
        {t("testimonials.rated", { average: average.toFixed(1), count: TESTIMONIALS.length })}
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </div>
  );
}
