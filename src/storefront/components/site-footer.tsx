import { Link } from "wouter";
import { useShopName, useShopWhatsapp } from "../../shared/page-router";
import { SHOP_CONTACT, SHOP_PHONE_HREF } from "../../shared/shop-contact";
import { whatsappLink } from "../../shared/whatsapp";
import { LineIcon } from "../../ui/line-icon";
import { useT } from "../i18n/intl";
import { SHOP_HOURS } from "../i18n/labels";
import type { MessageId } from "../i18n/messages/en";
import { LanguageSwitch } from "./language-switch";

type FooterLink = { href: string; label: MessageId };

const CUSTOMER_SERVICE: FooterLink[] = [
  { href: "/client/help", label: "footer.helpCentre" },
  { href: "/client/orders/track", label: "footer.trackOrder" },
  { href: "/client/shipping-returns", label: "footer.shippingReturns" },
  { href: "/client/cart", label: "footer.yourCart" },
  { href: "/client/contact", label: "footer.contactUsLink" },
];

const INFORMATION: FooterLink[] = [
  { href: "/client/about", label: "footer.aboutUs" },
  { href: "/client/stores", label: "footer.ourStores" },
  { href: "/client/guides", label: "footer.buyingGuides" },
  { href: "/client/testimonials", label: "footer.reviews" },
  { href: "/client/coupons", label: "footer.offersCoupons" },
];

const PAYMENTS = [
  ["visa", "Visa"],
  ["mastercard", "Mastercard"],
  ["amex", "American Express"],
] as const;

const SOCIAL = [
  {
    href: "https://www.facebook.com/",
    label: "Facebook",
    icon: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8z",
  },
  {
    href: "https://www.youtube.com/",
    label: "YouTube",
    icon: "M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9v6l5-3z",
  },
  {
    href: "https://wa.me/94112345678",
    label: "WhatsApp",
    icon: "M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z",
  },
];

const linkClass = "inline-flex min-h-8 items-center hover:text-white hover:underline";

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  const t = useT();
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClass}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** docs/product-spec.md §2 footer: about blurb, payment logos, two link lists, the contact block, bottom links, copyright. */
export function SiteFooter() {
  const shopName = useShopName();
  const whatsapp = useShopWhatsapp();
  const t = useT();
  return (
    <footer className="bg-ink text-gray-300 text-sm">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <img
            src="/images/logo.svg"
            alt=""
            width="167"
            height="36"
            loading="lazy"
            className="h-9 w-auto rounded bg-white px-2"
          />
          <p className="mt-4 leading-relaxed">{t("footer.about", { shopName })}</p>
          <ul className="mt-4 flex flex-wrap items-center gap-2" aria-label={t("footer.weAccept")}>
            <li className="rounded bg-white px-2 py-1 font-semibold text-ink text-xs leading-[22px]">
              {t("footer.cashOnDelivery")}
            </li>
            {PAYMENTS.map(([slug, name]) => (
              <li key={slug}>
                <img src={`/images/payments/${slug}.svg`} alt={name} width="48" height="30" loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
        <LinkList title={t("footer.customerService")} links={CUSTOMER_SERVICE} />
        <LinkList title={t("footer.information")} links={INFORMATION} />
        <div>
          <h2 className="font-semibold text-white">{t("footer.contactUs")}</h2>
          <address className="mt-3 space-y-2 not-italic">
            <p>{SHOP_CONTACT.addressLines.join(", ")}</p>
            <p>
              <a href={`mailto:${SHOP_CONTACT.email}`} className={linkClass}>
                {SHOP_CONTACT.email}
              </a>
            </p>
            <p>
              <a href={SHOP_PHONE_HREF} className={linkClass}>
                {SHOP_CONTACT.phone}
              </a>
            </p>
            {SHOP_HOURS.map((line) => (
              <p key={line}>{t(line)}</p>
            ))}
          </address>
          <ul className="mt-4 flex gap-2">
            {SOCIAL.map((social) => (
              <li key={social.label}>
                <a
                  href={social.label === "WhatsApp" && whatsapp ? whatsappLink(whatsapp, "") : social.href}
                  rel="noopener"
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-brand-600"
                >
                  <LineIcon path={social.icon} className="size-5" />
                  <span className="sr-only">{social.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-white/10 border-t">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5">
          <p className="text-gray-400">{t("footer.rights", { year: String(new Date().getFullYear()), shopName })}</p>
          <LanguageSwitch tone="dark" />
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            <li>
              <Link href="/client/legal" className={linkClass}>
                {t("footer.termsPrivacy")}
              </Link>
            </li>
            <li>
              <Link href="/client/store" className={linkClass}>
                {t("footer.allParts")}
              </Link>
            </li>
            <li>
              <Link href="/client/coupons" className={linkClass}>
                {t("footer.offers")}
              </Link>
            </li>
            <li>
              <a href="/sign-in" className={linkClass}>
                {t("nav.staffLogin")}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
