import type { PartCondition } from "../../shared/part-condition";
import type { PartNumber, PartNumberKind } from "../../shared/part-numbers";
import type { BrandKey } from "./demo-catalog";

/**
 * What condition each demo brand's parts are sold in and how long the shop's warranty lasts; a few Denso units are
 * are sold reconditioned or used (off Japanese half-cut cars), as Sri Lankan shops sell them beside new ones.
 */
const BRAND_CONDITION: Record<BrandKey, PartCondition> = {
  toyota: "genuine-new",
  nissan: "genuine-new",
  denso: "oem-new",
  aisin: "oem-new",
  bosch: "aftermarket-new",
  ngk: "aftermarket-new",
  kyb: "aftermarket-new",
  amaron: "aftermarket-new",
};

const CONDITION_BY_CODE: Record<string, PartCondition> = {
  "RC-27060-21190": "reconditioned",
  "US-28100-21030": "used",
};

const WARRANTY_DAYS: Record<PartCondition, number> = {
  "genuine-new": 365,
  "oem-new": 365,
  "aftermarket-new": 180,
  reconditioned: 90,
  used: 14,
};

/** Batteries carry the maker's own 18-month warranty. */
const WARRANTY_BY_BRAND: Partial<Record<BrandKey, number>> = { amaron: 540 };

export function demoCondition(code: string, brand: BrandKey): { condition: PartCondition; warrantyDays: number } {
  const condition = CONDITION_BY_CODE[code] ?? BRAND_CONDITION[brand];
  return { condition, warrantyDays: WARRANTY_BY_BRAND[brand] ?? WARRANTY_DAYS[condition] };
}

type Entry = [PartNumberKind, string, string];
const oem = (brand: string, number: string): Entry => ["oem", brand, number];
const same = (brand: string, number: string): Entry => ["equivalent", brand, number];
const replaces = (brand: string, number: string): Entry => ["superseded", brand, number];

/**
 * The other numbers on the demo parts' boxes, by the product's own code. Genuine parts list the aftermarket
 * numbers that replace them, aftermarket parts the carmaker's number they replace, so a shared number makes
 * them equivalents of each other on the product page.
 */
const NUMBERS: Record<string, Entry[]> = {
  "04465-52260": [same("Bosch", "0 986 494 859"), same("Akebono", "AN-731WK")],
  "04465-47070": [same("Akebono", "AN-690WK"), replaces("Toyota", "04465-47060")],
  "04465-0K090": [same("Akebono", "AN-747WK")],
  "04465-26421": [same("Akebono", "AN-703WK"), replaces("Toyota", "04465-26420")],
  "04495-52130": [same("Nisshinbo", "K2388")],
  "04495-0K120": [same("Akebono", "NN6064")],
  "43512-52140": [same("Bosch", "0 986 479 S37")],
  "90915-YZZE1": [same("Bosch", "F 026 407 209"), same("Sakura", "C-1139"), replaces("Toyota", "90915-10001")],
  "04152-YZZA1": [same("Sakura", "EO-1107")],
  "17801-21050": [same("Sakura", "A-1161")],
  "17801-0L040": [same("Sakura", "A-1181")],
  "08880-13205": [replaces("Toyota", "08880-10505")],
  "90916-02500": [same("Bando", "4PK880")],
  "90369-38011": [same("NSK", "38BWD27")],
  "43470-09J10": [same("GSP", "859062")],
  "90919-02239": [same("Denso", "673-1302"), same("NGK", "U5055")],
  "90981-13075": [same("Bosch", "1 987 302 041")],
  "90981-20024": [same("Osram", "66440")],
  "D1060-1HK0A": [same("Bosch", "0 986 424 797"), replaces("Nissan", "41060-1HK0A")],
  "D1060-4BA0A": [same("Akebono", "AN-8218WK")],
  "D1060-3NA0A": [replaces("Nissan", "41060-3NA0A")],
  "40206-1HK0A": [same("Brembo", "09.C422.11")],
  "16546-4BA1A": [same("Bosch", "F 026 400 490"), replaces("Nissan", "16546-4BA0A")],
  "15208-65F0E": [same("Sakura", "C-1821"), replaces("Nissan", "15208-65F00")],
  "15208-5X00A": [same("Sakura", "C-1931")],
  "16546-1HK0A": [same("Sakura", "A-1864")],
  "16546-VW200": [same("Sakura", "A-1819")],
  "16400-VW20A": [same("Sakura", "FC-1817")],
  "21410-VW000": [replaces("Nissan", "21410-VW100")],
  "21010-ED00A": [same("Aisin", "WPN-120")],
  "30100-VW20A": [same("Aisin", "CKN-010")],
  "39211-3AW0A": [same("GSP", "841204")],
  IK20TT: [same("NGK", "BKR6EIX-11")],
  SK16R11: [oem("Toyota", "90919-01253")],
  FK20HR11: [oem("Toyota", "90919-01275")],
  "673-1302": [oem("Toyota", "90919-02239")],
  DRM50088: [oem("Toyota", "16400-21250")],
  "447260-4710": [oem("Toyota", "88310-12290")],
  "DCC-1009": [oem("Toyota", "87139-30040")],
  "104210-3810": [oem("Toyota", "27060-21190")],
  "428000-6530": [oem("Toyota", "28100-21030")],
  "428000-9700": [oem("Toyota", "28100-30110")],
  "RC-27060-21190": [oem("Toyota", "27060-21190"), same("Denso", "104210-3810")],
  "US-28100-21030": [oem("Toyota", "28100-21030"), same("Denso", "428000-6530")],
  "0 986 494 859": [oem("Toyota", "04465-52260")],
  "0 986 494 232": [oem("Toyota", "04465-12610")],
  "0 986 424 797": [oem("Nissan", "D1060-1HK0A")],
  "0 986 479 S37": [oem("Toyota", "43512-52140")],
  "1 987 302 041": [oem("Toyota", "90981-13075")],
  "F 026 407 209": [oem("Toyota", "90915-YZZE1")],
  "F 026 400 490": [oem("Nissan", "16546-4BA1A")],
  "1 987 432 246": [oem("Toyota", "87139-30040")],
  "F 026 402 839": [oem("Toyota", "23390-0L041")],
  "BKR6EIX-11": [same("Denso", "IK20TT")],
  ILKAR7B11: [oem("Toyota", "90919-01275")],
  DILKAR7B11: [oem("Nissan", "22401-5RB1B")],
  "BKR5E-11": [oem("Toyota", "90919-01210")],
  U5055: [oem("Toyota", "90919-02239")],
  U5109: [oem("Nissan", "22448-ED000")],
  "CKT-025": [oem("Toyota", "31250-26230")],
  "CKN-010": [oem("Nissan", "30100-VW20A")],
  "HBT-038": [oem("Toyota", "43550-47010")],
  "WPT-063": [oem("Toyota", "16100-29415")],
  "TKT-004": [oem("Toyota", "13568-09130")],
  "339209": [oem("Toyota", "48510-80730")],
  "339210": [oem("Toyota", "48520-80730")],
  "344506": [oem("Nissan", "56110-EB70A")],
  "343459": [oem("Toyota", "48531-29715")],
  "344465": [oem("Toyota", "48531-80591")],
  "349034": [oem("Nissan", "56210-3AW0A")],
};

export const demoPartNumbers = (code: string): PartNumber[] =>
  (NUMBERS[code] ?? []).map(([kind, brand, number]) => ({ kind, brand, number }));

/** The product codes with numbers, for the seed test to check none names a part the catalog lacks. */
export const DEMO_CODES_WITH_NUMBERS = Object.keys(NUMBERS);
