import { Link } from "wouter";
import { useShopName } from "../../shared/page-router";

const NAV_LINKS = [
  { href: "/client/home", label: "Home" },
  { href: "/client/about", label: "About" },
  { href: "/client/store", label: "Store" },
  { href: "/client/contact", label: "Contacts" },
  { href: "/client/cart", label: "Cart" },
];

export function SiteHeader() {
  const shopName = useShopName();
  return (
    <header className="border-b border-line bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <Link href="/client/home" className="flex items-center gap-2 font-bold text-ink">
          <img src="/images/logo.svg" alt="" width="36" height="36" />
          <span>{shopName}</span>
        </Link>
        <ul className="flex flex-1 flex-wrap gap-4 text-sm font-medium">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="text-steel hover:text-brand-600">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <a
          href="/admin"
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Login
        </a>
      </nav>
    </header>
  );
}
