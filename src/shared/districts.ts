/** Sri Lanka's 9 provinces and 25 districts (ISO 3166-2:LK), in the order a customer looks for them. */
export const PROVINCES = [
  {
    name: "Western",
    districts: [
      ["LK-11", "Colombo"],
      ["LK-12", "Gampaha"],
      ["LK-13", "Kalutara"],
    ],
  },
  {
    name: "Central",
    districts: [
      ["LK-21", "Kandy"],
      ["LK-22", "Matale"],
      ["LK-23", "Nuwara Eliya"],
    ],
  },
  {
    name: "Southern",
    districts: [
      ["LK-31", "Galle"],
      ["LK-32", "Matara"],
      ["LK-33", "Hambantota"],
    ],
  },
  {
    name: "Northern",
    districts: [
      ["LK-41", "Jaffna"],
      ["LK-42", "Kilinochchi"],
      ["LK-43", "Mannar"],
      ["LK-44", "Vavuniya"],
      ["LK-45", "Mullaitivu"],
    ],
  },
  {
    name: "Eastern",
    districts: [
      ["LK-51", "Batticaloa"],
      ["LK-52", "Ampara"],
      ["LK-53", "Trincomalee"],
    ],
  },
  {
    name: "North Western",
    districts: [
      ["LK-61", "Kurunegala"],
      ["LK-62", "Puttalam"],
    ],
  },
  {
    name: "North Central",
    districts: [
      ["LK-71", "Anuradhapura"],
      ["LK-72", "Polonnaruwa"],
    ],
  },
  {
    name: "Uva",
    districts: [
      ["LK-81", "Badulla"],
      ["LK-82", "Monaragala"],
    ],
  },
  {
    name: "Sabaragamuwa",
    districts: [
      ["LK-91", "Ratnapura"],
      ["LK-92", "Kegalle"],
    ],
  },
] as const;

export type DistrictCode = (typeof PROVINCES)[number]["districts"][number][0];

/** Every district with its province, in the same order. */
export const DISTRICTS: readonly { code: DistrictCode; name: string; province: string }[] = PROVINCES.flatMap(
  (province) =>
    province.districts.map(([code, name]) => ({
      code: code as DistrictCode,
      name: name as string,
      province: province.name,
    })),
);

const NAMES = new Map<string, string>(DISTRICTS.map(({ code, name }) => [code, name]));

export const DISTRICT_CODES = [...NAMES.keys()] as DistrictCode[];

export const isDistrict = (code: string): code is DistrictCode => NAMES.has(code);

/** "Colombo" for LK-11; the code itself for anything else (an old order's free text). */
export const districtName = (code: string | null | undefined): string => (code ? (NAMES.get(code) ?? code) : "");
