import { describe, expect, test } from "bun:test";
import { constraintsText, schemaText } from "./schema-text";

describe("schemaText", () => {
  test("writes objects with optional and nullable members as a readable type", () => {
    const text = schemaText({
      type: "object",
      required: ["id", "images"],
      properties: {
        id: { type: "integer" },
        code: { type: ["string", "null"] },
        images: { type: "array", items: { type: "object", properties: { url: { type: "string" } } } },
        status: { enum: ["PENDING", "SHIPPED"] },
      },
    });
    expect(text).toBe(
      [
        "{",
        "  id: integer;",
        "  code?: string | null;",
        "  images: {",
        "    url?: string;",
        "  }[];",
        '  status?: "PENDING" | "SHIPPED";',
        "}",
      ].join("\n"),
    );
  });

  test("folds Elysia's numeric query parameter into one type and names references and files", () => {
    expect(schemaText({ anyOf: [{ type: "string", format: "integer" }, { type: "integer" }] })).toBe("integer");
    expect(schemaText({ $ref: "#/components/schemas/Brand" })).toBe("Brand");
    expect(schemaText({ type: "array", items: { type: "string", format: "binary" } })).toBe("file[]");
    expect(schemaText({ type: "array", items: { anyOf: [{ type: "string" }, { type: "null" }] } })).toBe(
      "(string | null)[]",
    );
    expect(schemaText(undefined)).toBe("unknown");
  });
});

describe("constraintsText", () => {
  test("puts the limits into words", () => {
    expect(
      constraintsText({
        default: 12,
        anyOf: [
          { type: "string", format: "integer" },
          { type: "integer", minimum: 0 },
        ],
      }),
    ).toBe("default 12, at least 0");
    expect(constraintsText({ type: "string", maxLength: 200 })).toBe("at most 200 characters");
    expect(constraintsText({ type: "string" })).toBe("");
  });
});
