import type { ComponentProps } from "react";
import { useShopWhatsapp } from "../../shared/page-router";
import { whatsappLink } from "../../shared/whatsapp";
import { useT } from "../i18n/intl";

const ICON = "M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z";

export function WhatsAppIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d={ICON} strokeLinejoin="round" />
    </svg>
  );
}

/** A link that opens a WhatsApp chat with the shop, `message` ready to send; nothing when the shop has no number. */
function ChatLink({ message, ...link }: { message: string } & Omit<ComponentProps<"a">, "href" | "target" | "rel">) {
  const number = useShopWhatsapp();
  if (!number) return null;
  return <a href={whatsappLink(number, message)} target="_blank" rel="noopener noreferrer" {...link} />;
}

/**
 * "Ask on WhatsApp" with a message ready to send (the part, the cart, the order): the way shops here already talk
 * to customers. A plain link: it works without JavaScript.
 */
export function WhatsAppLink({
  message,
  label,
  className = "",
}: {
  message: string;
  label?: string;
  className?: string;
}) {
  const t = useT();
  return (
    <ChatLink
      message={message}
      className={`inline-flex min-h-11 items-center gap-2 rounded-md border border-emerald-700 px-4 font-semibold text-emerald-800 hover:bg-emerald-50 ${className}`}
    >
      <WhatsAppIcon />
      {label ?? t("whatsapp.ask")}
    </ChatLink>
  );
}

/**
 * The round WhatsApp button that floats at the foot of a phone's screen. The layout shows it only on pages without
 * Add to Cart, checkout or pay buttons (storefront-layout.tsx), so it never covers one.
 */
export function FloatingWhatsApp({ message }: { message: string }) {
  const t = useT();
  return (
    <ChatLink
      message={message}
      aria-label={t("whatsapp.chat")}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-emerald-600 text-white shadow-lg hover:bg-emerald-700 md:hidden print:hidden"
    >
      <WhatsAppIcon className="size-7" />
    </ChatLink>
  );
}
