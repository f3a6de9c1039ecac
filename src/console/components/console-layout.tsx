import { type ReactNode, useEffect } from "react";
import { Link, useLocation } from "wouter";
import { call } from "../../shared/api-client";
import { useShopName } from "../../shared/page-router";
import { SIGN_IN_PATH } from "../../shared/routes";
import { consoleApi, keepSessionAlive } from "../session";

async function signOut() {
  try {
    await call(consoleApi().auth.logout.post());
  } finally {
    location.assign(SIGN_IN_PATH);
  }
}

/** The console's frame: shop name, menu and sign-out; the sign-in page has none of it. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const shopName = useShopName();
  const [path] = useLocation();
  const signingIn = path === SIGN_IN_PATH;
  useEffect(() => (signingIn ? undefined : keepSessionAlive()), [signingIn]);
  if (signingIn) return children;
  return (
    <div className="min-h-screen bg-surface">
      <header className="border-line border-b bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold text-brand-700">{shopName} · Console</p>
          <nav aria-label="Console" className="flex flex-1 gap-4 text-sm">
            <Link
              href="/console/dashboard"
              aria-current={path === "/console/dashboard" ? "page" : undefined}
              className="font-medium aria-[current=page]:text-brand-700"
            >
              Dashboard
            </Link>
            <a href="/client/home" className="font-medium">
              View the shop
            </a>
          </nav>
          <button
            type="button"
            onClick={signOut}
            className="rounded-md border border-line px-3 py-1.5 font-medium text-sm hover:bg-surface"
          >
            Sign out
          </button>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}
