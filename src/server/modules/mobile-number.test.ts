import { describe, expect, test } from "bun:test";
import { readMobile } from "./mobile-number";

describe("a Sri Lankan mobile number", () => {
  test("any common way of writing one is read as E.164", () => {
    for (const written of [
      "0771234567",
      "077-123 4567",
      "+94 77 123 4567",
      "0094771234567",
      "(077) 123-4567",
      "94771234567",
    ]) {
      expect(readMobile(written)).toEqual({ mobile: "+94771234567" });
    }
    expect(readMobile("074 012 3456")).toEqual({ mobile: "+94740123456" });
  });

  test("a landline, a foreign number and an impossible one are refused, each saying what to write", () => {
    expect(readMobile("011 281 3344").problem).toMatch(/^That is a landline/);
    expect(readMobile("+44 7911 123456").problem).toMatch(/^Enter a Sri Lankan mobile number/);
    for (const impossible of ["073 123 4567", "079 123 4567", "12345", "call me", "+94 77 123 456"]) {
      expect(readMobile(impossible).problem).toMatch(/like 077 123 4567/);
    }
    expect(readMobile("  ").problem).toBe("Enter your mobile number, like 077 123 4567");
  });
});
