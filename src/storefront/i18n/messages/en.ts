/**
 * The storefront's words in English: the source every language translates (si.ts, ta.ts must give each id, and a
 * test fails on an id no code uses). ICU message syntax: `{count, plural, one {# item} other {# items}}`.
 */
export const en = {
  // The layout: skip link, header, top bar, footer, language switch, WhatsApp.
  "layout.skipToContent": "Skip to content",
  "layout.loading": "Loading…",
  "nav.main": "Main",
  "nav.menu": "Menu",
  "nav.home": "Home",
  "nav.about": "About",
  "nav.store": "Store",
  "nav.vehicles": "Vehicles",
  "nav.contact": "Contacts",
  "nav.staffLogin": "Staff login",
  "nav.cart": "Cart",
  "nav.cartWithItems": "Cart, {count, plural, one {# item} other {# items}}",
  "topBar.call": "Call {phone}",
  "topBar.colomboTime": "Colombo time",
  "language.label": "Language",
  "footer.about":
    "{shopName} supplies genuine and OEM spare parts for Toyota and Nissan vehicles, delivered across Sri Lanka or ready to collect at our branches.",
  "footer.weAccept": "We accept",
  "footer.cashOnDelivery": "Cash on delivery",
  "footer.customerService": "Customer Service",
  "footer.information": "Information",
  "footer.contactUs": "Contact Us",
  "footer.contactUsLink": "Contact us",
  "footer.helpCentre": "Help centre",
  "footer.trackOrder": "Track your order",
  "footer.shippingReturns": "Shipping & returns",
  "footer.yourCart": "Your cart",
  "footer.aboutUs": "About us",
  "footer.ourStores": "Our stores",
  "footer.buyingGuides": "Buying guides",
  "footer.reviews": "Reviews",
  "footer.offersCoupons": "Offers & coupons",
  "footer.rights": "© {year} {shopName}. All rights reserved.",
  "footer.termsPrivacy": "Terms & privacy",
  "footer.allParts": "All parts",
  "footer.offers": "Offers",
  "whatsapp.ask": "Ask on WhatsApp",
  "whatsapp.chat": "Chat with us on WhatsApp",
  "whatsapp.lookingForPart": "Hello, I am looking for a part for my car.",
  "notice.close": "Close this message",
  // A page that could not be shown.
  "failure.noConnection": "No connection",
  "failure.refused": "Not open to your account",
  "failure.wrong": "Something went wrong",
  "failure.reference": "Reference: {requestId}",
  "failure.tryAgain": "Try again",
  "failure.backToStart": "Back to the start",
  "failure.goToStart": "Go to the start",
  "failure.products": "Failed to load products",
  // Each storefront page's own title and description (route.ts holds the same English; a test keeps them equal).
  "head.about.title": "About us: our legacy",
  "head.about.description": "Over 50 years of supplying genuine Toyota and Nissan spare parts across Sri Lanka.",
  "head.cart.title": "Your cart",
  "head.checkout.title": "Checkout",
  "head.client-not-found.title": "Page not found",
  "head.contact.title": "Contact us",
  "head.contact.description": "Call, e-mail or write to Lanka Auto Parts, or visit us on Galle Road, Colombo 03.",
  "head.content.title": "Page not found",
  "head.home.title": "Genuine car parts for Toyota and Nissan",
  "head.home.description":
    "Brake pads, filters, spark plugs and more for Toyota and Nissan, delivered across Sri Lanka.",
  "head.newsletter-confirm.title": "Confirm your newsletter sign-up",
  "head.order-placed.title": "Thank you for your order",
  "head.product.title": "Product not found",
  "head.store.title": "All parts",
  "head.store.description":
    "Every part we stock for Toyota and Nissan vehicles, with prices in rupees and stock on hand.",
  "head.testimonials.title": "What our customers say",
  "head.testimonials.description": "Reviews from drivers and garages across Sri Lanka who buy their parts from us.",
  "head.track-order.title": "Track your order",
  "head.track-order.description":
    "Follow your order step by step with its order number and your e-mail or mobile number.",
  "head.vehicle-parts.title": "Vehicle not found",
  "head.vehicles.title": "Parts by vehicle",
  "head.vehicles.description":
    "Find the parts that fit your Toyota, Nissan, Honda, Suzuki or Mitsubishi by make and model.",
  "head.orderTitle": "Order {orderId}",
  "head.storePage": "All parts — page {page}",
  "head.searchResults": "Search results for “{q}”",
  "head.parts": "Parts",
} as const;

export type MessageId = keyof typeof en;
/** A language's messages: every id the English has, no other. */
export type Messages = Record<MessageId, string>;
