import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { useShopName } from "../../shared/page-router";
import { useCurrentUrl } from "../../shared/transition-location";
import { useCartState } from "../cart/cart-store";
import { useT } from "../i18n/intl";
import type { MessageId } from "../i18n/messages/en";
import { MyCarButton } from "../vehicles/my-car-dialog";
import { HeaderSearch } from "./header-search";
import { LanguageSwitch } from "./language-switch";

const NAV_LINKS: { href: string; label: MessageId }[] = [
  { href: "/client/home", label: "nav.home" },
  { href: "/client/about", label: "nav.about" },
  { href: "/client/store", label: "nav.store" },
  { href: "/client/vehicles", label: "nav.vehicles" },
  { href: "/client/contact", label: "nav.contact" },
];

/** The cart link with the number of items in it: the server's count, then what this tab's cart actions said. */
function CartLink({ serverCount }: { serverCount: number }) {
  const { view } = useCartState();
  const t = useT();
  const count = view?.count ?? serverCount;
  return (
    <Link
      href="/client/cart"
      aria-label={count > 0 ? t("nav.cartWithItems", { count }) : t("nav.cart")}
      className="relative flex min-h-11 items-center gap-2 rounded-md px-2 font-medium text-steel hover:text-brand-700"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6" strokeLinecap="round" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <span className="hidden lg:inline">{t("nav.cart")}</span>
      {count > 0 ? (
        <span
          data-testid="cart-count"
          className="-top-0.5 absolute left-6 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 font-bold text-white text-xs"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * One row at every width: on a phone the links fold into a menu (a <details>, so it opens without JavaScript too),
 * with the logo and the cart always in view.
 */
export function SiteHeader({ cartCount }: { cartCount: number }) {
  const shopName = useShopName();
  const menu = useRef<HTMLDetailsElement>(null);
  const url = useCurrentUrl();
  const t = useT();

  useEffect(() => {
    if (url && menu.current) menu.current.open = false;
  }, [url]);

  const links = NAV_LINKS.map((link) => (
    <li key={link.href}>
      <Link
        href={link.href}
        className="flex min-h-11 items-center rounded-md px-3 font-medium text-steel hover:bg-surface hover:text-brand-700"
      >
        {t(link.label)}
      </Link>
    </li>
  ));
  // For the shop's staff only: customers buy without an account, so it stays quiet beside what they came for.
  const login = (
    <a
      href="/sign-in"
      className="flex min-h-11 items-center rounded-md px-3 text-muted text-sm hover:bg-surface hover:text-brand-700"
    >
      {t("nav.staffLogin")}
    </a>
  );

  return (
    <header className="relative border-line border-b bg-white">
      <nav aria-label={t("nav.main")} className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4">
        <details ref={menu} className="group lg:hidden">
          <summary
            aria-label={t("nav.menu")}
            className="flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-steel hover:bg-surface [&::-webkit-details-marker]:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" stroke="currentColor" strokeWidth="2">
              <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
              <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </summary>
          <div className="absolute inset-x-0 top-full z-30 border-line border-b bg-white px-3 pb-4 shadow-lg">
            <ul className="flex flex-col py-2">{links}</ul>
            <div className="border-line border-t pt-2">
              <LanguageSwitch />
              {login}
            </div>
          </div>
        </details>
        <Link href="/client/home" className="flex shrink-0 items-center">
          <img src="/images/logo.svg" alt={shopName} width="167" height="36" className="h-9 w-auto" />
        </Link>
        <ul className="ml-6 hidden items-center gap-1 lg:flex">{links}</ul>
        <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-1 sm:gap-2">
          <HeaderSearch />
          <MyCarButton />
          <CartLink serverCount={cartCount} />
          <div className="hidden 2xl:block">{login}</div>
        </div>
      </nav>
    </header>
  );
}
