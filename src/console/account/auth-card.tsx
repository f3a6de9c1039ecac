import type { ReactNode } from "react";
import { useShopName } from "../../shared/page-router";

/** The frame of the pages before signing in: the shop's name over one centred card, with a line below it. */
export function AuthCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const shopName = useShopName();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-surface px-4 py-10">
      <div className="w-full max-w-sm">
        <p className="text-center font-bold text-brand-700 text-lg">{shopName}</p>
        <div className="mt-4 rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">{children}</div>
        {footer ? <p className="mt-4 text-center text-muted text-sm">{footer}</p> : null}
      </div>
    </main>
  );
}

export const SUBMIT_CLASS =
  "mt-6 h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const LINK_CLASS = "font-medium text-brand-700 hover:underline";
