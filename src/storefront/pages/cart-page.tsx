import { MessagePanel } from "../components/message-panel";

/** The cart is built with checkout (orders); until then nothing can be added, so it is always empty. */
export default function CartPage() {
  return (
    <MessagePanel
      title="Your cart is empty"
      text="Add some items to get started!"
      linkHref="/client/store"
      linkText="Shop Now"
    />
  );
}
