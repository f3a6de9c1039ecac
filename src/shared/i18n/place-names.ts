import { districtName as englishDistrictName } from "../districts";
import type { Locale } from "./locales";

/**
 * Sri Lanka's provinces and districts as their people write them (the English names are in districts.ts): the
 * checkout's district list, and later the texts and invoices, in the customer's language.
 */
const PROVINCES: Record<string, { si: string; ta: string }> = {
  Western: { si: "බස්නාහිර", ta: "மேல்" },
  Central: { si: "මධ්‍යම", ta: "மத்திய" },
  Southern: { si: "දකුණු", ta: "தென்" },
  Northern: { si: "උතුරු", ta: "வட" },
  Eastern: { si: "නැගෙනහිර", ta: "கிழக்கு" },
  "North Western": { si: "වයඹ", ta: "வடமேல்" },
  "North Central": { si: "උතුරු මැද", ta: "வடமத்திய" },
  Uva: { si: "ඌව", ta: "ஊவா" },
  Sabaragamuwa: { si: "සබරගමුව", ta: "சப்ரகமுவ" },
};

const DISTRICTS: Record<string, { si: string; ta: string }> = {
  "LK-11": { si: "කොළඹ", ta: "கொழும்பு" },
  "LK-12": { si: "ගම්පහ", ta: "கம்பஹா" },
  "LK-13": { si: "කළුතර", ta: "களுத்துறை" },
  "LK-21": { si: "මහනුවර", ta: "கண்டி" },
  "LK-22": { si: "මාතලේ", ta: "மாத்தளை" },
  "LK-23": { si: "නුවරඑළිය", ta: "நுவரெலியா" },
  "LK-31": { si: "ගාල්ල", ta: "காலி" },
  "LK-32": { si: "මාතර", ta: "மாத்தறை" },
  "LK-33": { si: "හම්බන්තොට", ta: "அம்பாந்தோட்டை" },
  "LK-41": { si: "යාපනය", ta: "யாழ்ப்பாணம்" },
  "LK-42": { si: "කිලිනොච්චිය", ta: "கிளிநொச்சி" },
  "LK-43": { si: "මන්නාරම", ta: "மன்னார்" },
  "LK-44": { si: "වවුනියාව", ta: "வவுனியா" },
  "LK-45": { si: "මුලතිව්", ta: "முல்லைத்தீவு" },
  "LK-51": { si: "මඩකලපුව", ta: "மட்டக்களப்பு" },
  "LK-52": { si: "අම්පාර", ta: "அம்பாறை" },
  "LK-53": { si: "ත්‍රිකුණාමලය", ta: "திருகோணமலை" },
  "LK-61": { si: "කුරුණෑගල", ta: "குருநாகல்" },
  "LK-62": { si: "පුත්තලම", ta: "புத்தளம்" },
  "LK-71": { si: "අනුරාධපුරය", ta: "அனுராதபுரம்" },
  "LK-72": { si: "පොළොන්නරුව", ta: "பொலன்னறுவை" },
  "LK-81": { si: "බදුල්ල", ta: "பதுளை" },
  "LK-82": { si: "මොණරාගල", ta: "மொணராகலை" },
  "LK-91": { si: "රත්නපුර", ta: "இரத்தினபுரி" },
  "LK-92": { si: "කෑගල්ල", ta: "கேகாலை" },
};

/** A province's name in a language (its English name as given otherwise). */
export const provinceName = (locale: Locale, english: string) =>
  locale === "en" ? english : (PROVINCES[english]?.[locale] ?? english);

/** A district's name in a language, by its ISO code (the English name where there is no other). */
export const districtNameIn = (locale: Locale, code: string) =>
  (locale === "en" ? undefined : DISTRICTS[code]?.[locale]) ?? englishDistrictName(code);
