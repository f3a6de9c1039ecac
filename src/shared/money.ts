/** Money is integer cents inside the store; rupees only at the edges (API JSON and the screen). */

export const centsToRupees = (cents: number): number => cents / 100;

export const rupeesToCents = (rupees: number): number => Math.round(rupees * 100);

const rupeeFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `Rs. 12,500.00` (or `LKR 12,500.00` with prefix "LKR"); a missing or invalid amount shows as a dash. */
export function formatRupees(rupees: number | null | undefined, prefix: "Rs." | "LKR" = "Rs."): string {
  if (rupees === null || rupees === undefined || !Number.isFinite(rupees)) return "-";
  return `${prefix} ${rupeeFormat.format(rupees)}`;
}
