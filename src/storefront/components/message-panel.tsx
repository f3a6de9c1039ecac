import { Link } from "wouter";

/** A short centred message with one way on: not found pages, the empty cart. */
export function MessagePanel({
  title,
  text,
  linkHref,
  linkText,
}: {
  title: string;
  text: string;
  linkHref: string;
  linkText: string;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-bold text-3xl">{title}</h1>
      <p className="mt-4 text-steel">{text}</p>
      <Link href={linkHref} className="mt-6 inline-block rounded-md bg-brand-600 px-5 py-2 font-semibold text-white">
        {linkText}
      </Link>
    </div>
  );
}
