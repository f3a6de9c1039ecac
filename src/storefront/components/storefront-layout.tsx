import { type ReactNode, useEffect } from "react";
import { useLocation } from "wouter";
import type { VisitorState } from "../../shared/page-state";
import { loadCart, moveSavedCart } from "../cart/cart-store";
import { VisitorNotice } from "../cart/visitor-notice";
import { useT } from "../i18n/intl";
import { keepMyCarSaved } from "../vehicles/my-car";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { TopBar } from "./top-bar";
import { FloatingWhatsApp } from "./whatsapp-link";

/**
 * Pages with Add to Cart, checkout or pay buttons (product cards included) get no floating WhatsApp button, so it can
 * never cover one: the product, cart, order and empty-search pages carry an inline link instead.
 */
const OWN_WHATSAPP_LINK = /^\/client\/(home|store|product\/|cart|checkout|orders\/|vehicles\/[^/]+\/)/;

const NO_VISITOR: VisitorState = { cartCount: 0, notice: null };

export function StorefrontLayout({
  children,
  visitor = NO_VISITOR,
  serverUrl,
}: {
  children: ReactNode;
  /** This visitor's cart count and a form's notice, as the server rendered them. */
  visitor?: VisitorState;
  serverUrl: string;
}) {
  const [location] = useLocation();
  const t = useT();
  useEffect(() => keepMyCarSaved(), []);
  useEffect(() => {
    // A cart this browser kept before carts lived on the server moves there once; else a cart with parts in it is
    // read, so buttons can say "All in cart".
    void moveSavedCart().then((moved) => {
      if (!moved && visitor.cartCount > 0) void loadCart();
    });
  }, [visitor.cartCount]);
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t("layout.skipToContent")}
      </a>
      <TopBar />
      <SiteHeader cartCount={visitor.cartCount} />
      <VisitorNotice serverNotice={visitor.notice} serverUrl={serverUrl} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      {OWN_WHATSAPP_LINK.test(location) ? null : <FloatingWhatsApp message={t("whatsapp.lookingForPart")} />}
    </div>
  );
}
