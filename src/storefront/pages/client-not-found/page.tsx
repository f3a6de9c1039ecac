import { MessagePanel } from "../../components/message-panel";
import { useT } from "../../i18n/intl";

export default function NotFoundPage() {
  const t = useT();
  return (
    <MessagePanel
      title={t("head.client-not-found.title")}
      text={t("notFound.text")}
      linkHref="/client/store"
      linkText={t("product.backToStore")}
    />
  );
}
