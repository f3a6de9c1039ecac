/**
 * The storefront's short content pages (help, shipping, stores, legal …), as data: the server reads their titles for
 * the head and the sitemap, the storefront renders them (`/client/<slug>`). Links are to real pages of the store.
 */

export interface ContentLink {
  href: string;
  label: string;
}

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  links?: ContentLink[];
}

export interface ContentPage {
  title: string;
  description: string;
  intro: string;
  sections: ContentSection[];
}

export const CONTENT_PAGES = {
  help: {
    title: "Help centre",
    description: "How to find the right part, order it, pay for it and follow your order with Lanka Auto Parts.",
    intro: "Answers to what customers ask us most. Still stuck? Call or message us and a parts adviser will help.",
    sections: [
      {
        heading: "How do I find the right part?",
        paragraphs: [
          "Search the store by part name, brand or the part code printed on your old part — with or without dashes. Or use the part finder on the home page: pick your vehicle's brand, then the category and sub-category.",
          "Not sure? Send us your vehicle's model, year and chassis number and we will tell you the exact part.",
        ],
        links: [
          { href: "/client/store", label: "Search the store" },
          { href: "/client/guides", label: "Read our buying guides" },
        ],
      },
      {
        heading: "How do I order and pay?",
        paragraphs: [
          "Add parts to your cart, open the cart and choose Proceed to Checkout. Give your name, phone, e-mail and delivery address; no account is needed.",
          "At checkout choose how you pay: cash on delivery (checkout shows its limit), bank transfer (pay into our account with your order number as the reference and send the slip from your order page), or a card or eZ Cash / mCash through PayHere. We call you to confirm the order, then deliver.",
        ],
      },
      {
        heading: "Where is my order?",
        paragraphs: [
          "Your order number is in the confirmation e-mail. Enter it with your e-mail address to see each step.",
        ],
        links: [{ href: "/client/orders/track", label: "Track your order" }],
      },
    ],
  },
  "shipping-returns": {
    title: "Shipping & returns",
    description: "Free island-wide delivery in 1–3 working days, and 30-day returns on unused parts.",
    intro: "Delivery is free everywhere in Sri Lanka, and a part that does not fit can come back.",
    sections: [
      {
        heading: "Delivery",
        paragraphs: [
          "Orders confirmed before 2 pm are dispatched the same working day. Colombo and the suburbs receive them the next working day; the rest of the island within 1–3 working days.",
          "Delivery is free on every order. Our courier calls before arriving.",
        ],
      },
      {
        heading: "Returns",
        paragraphs: [
          "Return an unused part in its original packing within 30 days for an exchange or a full refund. Electrical parts that were fitted can be returned only when faulty.",
          "Every part carries our 30-day warranty against defects; genuine parts also carry the maker's warranty.",
        ],
        links: [{ href: "/client/contact", label: "Ask for a return" }],
      },
    ],
  },
  stores: {
    title: "Our stores",
    description: "Visit Lanka Auto Parts in Colombo, Kandy, Kurunegala and Galle, open Monday to Saturday.",
    intro:
      "Pick up an order or talk to a parts adviser at one of our branches, open Monday to Saturday, 8.30 am to 6 pm.",
    // The branches themselves are data staff keep on the console's Delivery screen (the page lists them).
    sections: [],
  },
  guides: {
    title: "Buying guides",
    description: "Short guides to choosing brake pads, filters, spark plugs and batteries for Toyota and Nissan cars.",
    intro: "What to check before you buy, written by the people behind our counter.",
    sections: [
      {
        heading: "Brake pads and shoes",
        paragraphs: [
          "Front and rear brakes take different parts, and one model can take two sizes by year. Match the part code on your old pads, or give us your chassis number.",
          "Replace pads in axle sets, and check the discs for grooves while the wheels are off.",
        ],
        links: [{ href: "/client/store?q=brake", label: "Brake parts" }],
      },
      {
        heading: "Filters and oil",
        paragraphs: [
          "Change the oil filter at every oil change, the air filter every 10,000 km, and the cabin filter every year — sooner on dusty roads.",
        ],
        links: [{ href: "/client/store?q=filter", label: "Filters" }],
      },
      {
        heading: "Spark plugs and batteries",
        paragraphs: [
          "Iridium plugs last about 100,000 km, copper ones about 30,000 km. A battery that cranks slowly in the morning is due; bring the old one for recycling.",
        ],
        links: [{ href: "/client/store?q=spark+plug", label: "Spark plugs" }],
      },
    ],
  },
  coupons: {
    title: "Offers & coupons",
    description: "Sign up for our newsletter for 25% off your first order, and see this month's offers.",
    intro:
      "Sign up for our newsletter and get 25% off your first order; parts on offer show their old price struck through.",
    sections: [
      {
        heading: "25% off your first order",
        paragraphs: [
          "Enter your e-mail in the newsletter box on the home page. Your code arrives with our next newsletter; quote it when we call to confirm your first order.",
        ],
        links: [{ href: "/client/home#newsletter", label: "Sign up for the newsletter" }],
      },
      {
        heading: "Parts on offer",
        paragraphs: ["Sort the store by price to find this month's reduced parts."],
        links: [{ href: "/client/store?sort=price-asc", label: "Browse by price" }],
      },
    ],
  },
  legal: {
    title: "Terms & privacy",
    description: "The terms of sale of Lanka Auto Parts and how we handle your personal data.",
    intro:
      "The short version: we sell genuine parts at the price shown, and we use your details only to deliver your order.",
    sections: [
      {
        heading: "Terms of sale",
        paragraphs: [
          "Prices are in Sri Lankan rupees and include taxes. The price charged is the one shown when you place the order; stock is reserved when we receive it.",
          "An order is confirmed when we call you. We may cancel an order we cannot fill and tell you why.",
        ],
      },
      {
        heading: "Your data",
        paragraphs: [
          "We keep your name, phone, e-mail and address to deliver and support your order, and your e-mail for the newsletter only when you sign up. We never sell them. Ask us at any time to see or delete them.",
        ],
        links: [{ href: "/client/contact", label: "Contact us about your data" }],
      },
    ],
  },
} satisfies Record<string, ContentPage>;

export type ContentSlug = keyof typeof CONTENT_PAGES;

export const contentPageOf = (slug: string): ContentPage | null =>
  Object.hasOwn(CONTENT_PAGES, slug) ? CONTENT_PAGES[slug as ContentSlug] : null;
