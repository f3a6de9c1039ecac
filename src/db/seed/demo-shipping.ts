import type { SubCategoryKey } from "./demo-catalog";

/**
 * Believable shipping weights for the demo parts, by sub-category (grams per unit as packed), and which parts an
 * ordinary courier does not take: radiators and shock absorbers are too big, batteries hold acid.
 */
const BY_NAME: [RegExp, number, boolean?][] = [
  [/BrakePads/, 1200],
  [/BrakeShoes/, 1500],
  [/BrakeDiscs/, 5500],
  [/OilFilters|FuelFilters|Belts|Wipers/, 300],
  [/AirFilters|CabinFilters|Coils/, 400],
  [/EngineOil/, 3800],
  [/ServiceKits/, 4500],
  [/WheelBearings/, 1800],
  [/CvJoints|TimingKits/, 2200],
  [/Bulbs/, 150],
  [/SparkPlugs|Iridium|Standard/, 250],
  [/WaterPumps/, 1500],
  [/Clutch/, 5000],
  [/Compressors/, 6000],
  [/Alternators/, 5000],
  [/Starters/, 3500],
  [/Radiators/, 4500, true],
  [/kyb/, 3500, true],
  [/amaron/, 16000, true],
];

export function demoShipping(subCategory: SubCategoryKey): { weightGrams: number; bulky: boolean } {
  const found = BY_NAME.find(([pattern]) => pattern.test(subCategory));
  return { weightGrams: found?.[1] ?? 1000, bulky: found?.[2] ?? false };
}
