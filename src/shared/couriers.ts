/**
 * Couriers Sri Lankan web shops hand parcels to (design/SRI-LANKA.md), offered when staff dispatch an order; any
 * other name may be typed. No tracking addresses are assumed: staff paste the courier's link when they have it.
 */
export const COURIERS = [
  "Domex",
  "Koombiyo",
  "Citypak",
  "Prompt Xpress",
  "Trans Express",
  "Sri Lanka Post",
  "Shop's own delivery",
] as const;
