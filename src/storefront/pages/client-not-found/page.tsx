import { MessagePanel } from "../../components/message-panel";

export default function NotFoundPage() {
  return (
    <MessagePanel
      title="Page not found"
      text="We could not find that page. The part you are looking for may be in the store."
      linkHref="/client/store"
      linkText="Back to the store"
    />
  );
}
