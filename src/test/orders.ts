/** A make-order submission a customer would send; `overrides` replace any of its fields. */
export function orderBody(items: { productId: number; quantity: number }[], overrides: Record<string, unknown> = {}) {
  return {
    customerEmail: "nimal.perera@example.com",
    customerPrimaryMobile: "077 123 4567",
    customerSecondaryMobile: "",
    customerFullName: "Nimal Perera",
    customerAddress: "No. 12, Temple Road, Kandy",
    orderItems: items,
    ...overrides,
  };
}
