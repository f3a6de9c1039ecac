import { describe, expect, test } from "bun:test";
import { translator } from "./messages/catalogs.server";
import { SERVER_TEXTS, translateServerText } from "./server-texts";

const SCRIPT = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };

describe("the server's English, as a Sinhala or Tamil customer reads it", () => {
  test("every listed sentence, its blanks filled, comes out in the language's script", () => {
    for (const locale of ["si", "ta"] as const) {
      const t = translator(locale);
      for (const [english] of SERVER_TEXTS) {
        const sample = english.replace(/\{(\w+)\}/g, (_whole, name: string) =>
          name === "district"
            ? "Kandy"
            : name === "days"
              ? "2–3 working days"
              : name === "problems"
                ? "E-mail is required"
                : "7",
        );
        const translated = translateServerText(sample, locale, t);
        expect({ sample, translated: SCRIPT[locale].test(translated) }).toEqual({ sample, translated: true });
      }
    }
  });

  test("a district, a delivery time and a refusal's list are translated inside the sentence", () => {
    const t = translator("ta");
    expect(translateServerText("By courier to Kandy in 2–3 working days.", "ta", t)).toBe(
      "கூரியர் மூலம் கண்டி, 2–3 வேலை நாட்கள்.",
    );
    expect(
      translateServerText("Please check the order: Full name is required; Address is required", "si", translator("si")),
    ).toBe("කරුණාකර ඇණවුම පරීක්ෂා කරන්න: සම්පූර්ණ නම අවශ්‍යයි; ලිපිනය අවශ්‍යයි");
  });

  test("English stays as the server wrote it, and a sentence not listed is shown as it is", () => {
    expect(translateServerText("Added Brake pads to your cart.", "en", translator("si"))).toBe(
      "Added Brake pads to your cart.",
    );
    expect(translateServerText("Something new the server says.", "si", translator("si"))).toBe(
      "Something new the server says.",
    );
  });
});
