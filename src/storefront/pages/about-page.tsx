import { useShopName } from "../../shared/page-router";

export default function AboutPage() {
  const shopName = useShopName();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Our Legacy</h1>
      <p className="mt-4 leading-relaxed text-steel">
        For over 50 years {shopName} has supplied spare parts for Toyota and Nissan vehicles across Sri Lanka — from
        brake pads and filters to suspension and engine parts — with honest advice and parts that fit the first time.
      </p>
    </div>
  );
}
