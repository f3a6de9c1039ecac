import { useShopName } from "../../shared/page-router";
import { SHOP_CONTACT } from "../../shared/shop-contact";

export default function ContactPage() {
  const shopName = useShopName();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-bold text-3xl">Contact us</h1>
      <p className="mt-4 text-steel">
        Not sure which part fits your vehicle? Call or e-mail us with your vehicle's model and chassis number and we
        will find the right part for you.
      </p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <address className="rounded-lg border border-line bg-white p-5 not-italic">
          <h2 className="font-semibold text-lg">{shopName}</h2>
          {SHOP_CONTACT.addressLines.map((line) => (
            <p key={line} className="text-steel">
              {line}
            </p>
          ))}
          <p className="mt-3">
            <a className="text-brand-700 underline" href={`tel:${SHOP_CONTACT.phone.replace(/\s/g, "")}`}>
              {SHOP_CONTACT.phone}
            </a>
          </p>
          <p>
            <a className="text-brand-700 underline" href={`mailto:${SHOP_CONTACT.email}`}>
              {SHOP_CONTACT.email}
            </a>
          </p>
        </address>
        <div className="rounded-lg border border-line bg-white p-5">
          <h2 className="font-semibold text-lg">Opening hours</h2>
          {SHOP_CONTACT.hours.map((line) => (
            <p key={line} className="text-steel">
              {line}
            </p>
          ))}
        </div>
      </div>
    </div>
  );
}
