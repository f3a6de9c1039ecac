import { SHOP_CONTACT, SHOP_PHONE_HREF } from "../../shared/shop-contact";
import { useT } from "../i18n/intl";
import { LanguageSwitch } from "./language-switch";
import { LiveClock } from "./live-clock";

/** Phone, e-mail and the shop's clock; hidden at 992 px and below (docs/product-spec.md §2; Tailwind's max-[993px] is width < 993 px). */
export function TopBar() {
  const t = useT();
  return (
    <div className="bg-ink text-gray-200 text-sm max-[993px]:hidden">
      <div className="mx-auto flex h-10 max-w-7xl items-center gap-6 px-4">
        <a href={SHOP_PHONE_HREF} className="hover:text-white">
          {t("topBar.call", { phone: SHOP_CONTACT.phone })}
        </a>
        <a href={`mailto:${SHOP_CONTACT.email}`} className="hover:text-white">
          {SHOP_CONTACT.email}
        </a>
        <p className="ml-auto">
          {t("topBar.colomboTime")} <LiveClock />
        </p>
        <LanguageSwitch tone="dark" />
      </div>
    </div>
  );
}
