import { useShopName } from "../../shared/page-router";

export function SiteFooter() {
  const shopName = useShopName();
  return (
    <footer className="mt-16 bg-ink text-gray-300">
      <div className="mx-auto max-w-7xl px-4 py-10 text-sm">
        <p>{shopName} — genuine and OEM spare parts for Toyota and Nissan vehicles, delivered across Sri Lanka.</p>
        <p className="mt-4 text-gray-400">
          © {new Date().getFullYear()} {shopName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
