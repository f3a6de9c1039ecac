/** What a fee is computed from: each line's unit weight, whether it is bulky, and how many. */
export interface ParcelLine {
  weightGrams: number;
  bulky: boolean;
  quantity: number;
}

export interface ZoneRates {
  firstKgCents: number;
  extraKgCents: number;
  daysMin: number;
  daysMax: number;
}

export const parcelWeight = (lines: readonly ParcelLine[]) =>
  lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);

export const hasBulky = (lines: readonly ParcelLine[]) => lines.some((line) => line.bulky);

/** Couriers charge by the started kilogram, one at least: 1.2 kg is charged as 2. */
export const chargeableKg = (grams: number) => Math.max(1, Math.ceil(grams / 1000));

/** The zone's price for the first kg, plus its price for every further started kg. */
export const courierFeeCents = (zone: ZoneRates, grams: number) =>
  zone.firstKgCents + (chargeableKg(grams) - 1) * zone.extraKgCents;

/** "1–2 working days", "3 working days". */
export const deliveryDaysText = ({ daysMin, daysMax }: Pick<ZoneRates, "daysMin" | "daysMax">) =>
  daysMin === daysMax ? `${daysMin} working ${daysMin === 1 ? "day" : "days"}` : `${daysMin}–${daysMax} working days`;
