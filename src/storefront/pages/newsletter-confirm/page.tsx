import type { PageProps } from "../../../server/api-types";
import { useLocalePath, useRichT, useT } from "../../i18n/intl";
import { useServerText } from "../../i18n/server-texts";

const PANEL = "mx-auto max-w-xl px-4 py-12";
const BUTTON = "mt-6 h-12 w-full rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 sm:w-auto";

/**
 * Where the newsletter's confirmation e-mail leads: a button confirms (a plain form post, with or without
 * JavaScript), so a mail scanner that opens the link confirms nothing.
 */
export default function NewsletterConfirmPage({ data }: PageProps<"newsletter-confirm">) {
  const t = useT();
  const rich = useRichT();
  const href = useLocalePath();
  const translate = useServerText();
  if (data.done) {
    return (
      <div className={PANEL}>
        <h1 className="font-bold text-3xl">{t("newsletter.subscribed")}</h1>
        <p role="status" className="mt-3 text-steel">
          {t("newsletter.thanks")}
        </p>
        <a href={href("/client/store")} className={`${BUTTON} inline-flex items-center justify-center`}>
          {t("newsletter.shop")}
        </a>
      </div>
    );
  }
  if (!data.email) {
    return (
      <div className={PANEL}>
        <h1 className="font-bold text-3xl">{t("newsletter.expired")}</h1>
        <p className="mt-3 text-steel">
          {data.refused?.message ? translate(data.refused.message) : t("newsletter.linkInvalid")}{" "}
          {t("newsletter.signUpAgain")}
        </p>
        <a href={href("/client/home#newsletter")} className={`${BUTTON} inline-flex items-center justify-center`}>
          {t("newsletter.home")}
        </a>
      </div>
    );
  }
  return (
    <div className={PANEL}>
      <h1 className="font-bold text-3xl">{t("newsletter.confirmTitle")}</h1>
      <p className="mt-3 text-steel">
        {rich("newsletter.sendTo", {
          email: () => (
            <strong key="email" className="break-all">
              {data.email}
            </strong>
          ),
        })}
      </p>
      <form method="post" action={href("/client/newsletter")}>
        <input type="hidden" name="token" value={data.token} />
        <button type="submit" className={BUTTON}>
          {t("newsletter.confirm")}
        </button>
      </form>
    </div>
  );
}
