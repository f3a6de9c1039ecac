import { type ReactNode, useEffect } from "react";
import { keepCartSaved } from "../cart/cart-store";
import { keepMyCarSaved } from "../vehicles/my-car";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { TopBar } from "./top-bar";

export function StorefrontLayout({ children }: { children: ReactNode }) {
  // After hydration: the saved cart and car are read only now, so the server's HTML and the first render agree.
  useEffect(() => keepCartSaved(), []);
  useEffect(() => keepMyCarSaved(), []);
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        Skip to content
      </a>
      <TopBar />
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
