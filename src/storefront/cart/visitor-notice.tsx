import { useState } from "react";
import { useCurrentUrl } from "../../shared/transition-location";
import { useHydrated } from "../../ui/use-hydrated";
import { useT } from "../i18n/intl";
import { useServerText } from "../i18n/server-texts";
import { useCartState } from "./cart-store";

/**
 * What the last cart action said: the server's notice after a form posted without JavaScript (shown on the page it
 * returned to), or the cart API's answer with JavaScript. Announced politely; closed with its button or by leaving.
 */
export function VisitorNotice({ serverNotice, serverUrl }: { serverNotice: string | null; serverUrl: string }) {
  const { notice } = useCartState();
  const url = useCurrentUrl();
  const hydrated = useHydrated();
  const t = useT();
  const translate = useServerText();
  const [closed, setClosed] = useState<number | "server" | null>(null);
  const [shownAt, setShownAt] = useState(url);
  // A new notice belongs to the page it was said on: leaving that page hides it.
  const [heard, setHeard] = useState(notice);
  if (heard !== notice) {
    setHeard(notice);
    if (notice) setShownAt(url);
  }

  const fromApi = notice && closed !== notice.serial && shownAt === url ? notice.text : null;
  const fromServer = serverNotice && closed !== "server" && url === serverUrl ? serverNotice : null;
  const text = fromApi ?? fromServer;
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-7xl px-3 sm:px-4">
      {text ? (
        <p
          data-testid="cart-notice"
          className="mt-3 flex items-start justify-between gap-3 rounded-md border border-emerald-600 bg-emerald-50 px-3 py-2 text-emerald-900 text-sm"
        >
          <span>{translate(text)}</span>
          {/* Closing needs script: without it the notice simply goes with the next page. */}
          {hydrated ? (
            <button
              type="button"
              onClick={() => setClosed(fromApi && notice ? notice.serial : "server")}
              aria-label={t("notice.close")}
              className="-my-1 flex size-8 shrink-0 items-center justify-center rounded text-lg hover:bg-emerald-100"
            >
              ×
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
