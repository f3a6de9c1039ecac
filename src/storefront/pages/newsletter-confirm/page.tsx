import type { PageProps } from "../../../server/api-types";

const PANEL = "mx-auto max-w-xl px-4 py-12";
const BUTTON = "mt-6 h-12 w-full rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 sm:w-auto";

/**
 * Where the newsletter's confirmation e-mail leads: a button confirms (a plain form post, with or without
 * JavaScript), so a mail scanner that opens the link confirms nothing.
 */
export default function NewsletterConfirmPage({ data }: PageProps<"newsletter-confirm">) {
  if (data.done) {
    return (
      <div className={PANEL}>
        <h1 className="font-bold text-3xl">You are subscribed</h1>
        <p role="status" className="mt-3 text-steel">
          Thank you: our offers and new arrivals will reach your inbox. Every issue has a link to stop them.
        </p>
        <a href="/client/store" className={`${BUTTON} inline-flex items-center justify-center`}>
          Shop for parts
        </a>
      </div>
    );
  }
  if (!data.email) {
    return (
      <div className={PANEL}>
        <h1 className="font-bold text-3xl">This link has expired</h1>
        <p className="mt-3 text-steel">
          {data.refused?.message ??
            "This confirmation link is not valid any more: it was used already, or a newer one was sent."}{" "}
          Sign up again at the bottom of the home page to get a fresh one.
        </p>
        <a href="/client/home#newsletter" className={`${BUTTON} inline-flex items-center justify-center`}>
          Go to the home page
        </a>
      </div>
    );
  }
  return (
    <div className={PANEL}>
      <h1 className="font-bold text-3xl">Confirm your sign-up</h1>
      <p className="mt-3 text-steel">
        Send our newsletter to <strong className="break-all">{data.email}</strong>?
      </p>
      <form method="post" action="/client/newsletter">
        <input type="hidden" name="token" value={data.token} />
        <button type="submit" className={BUTTON}>
          Confirm
        </button>
      </form>
    </div>
  );
}
