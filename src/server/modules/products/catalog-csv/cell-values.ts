import { LIST_SEPARATOR } from "../../../../shared/catalog-columns";
import { PART_CONDITION_LABELS, PART_CONDITIONS, type PartCondition } from "../../../../shared/part-condition";
import type { PartNumber, PartNumberKind } from "../../../../shared/part-numbers";

/**
 * One cell of a catalog CSV read into a value, or why it cannot be: numbers as people type them ("Rs. 4,500.00"),
 * yes/no, a condition by name, lists separated by semicolons. The export writes each so it reads back the same.
 */
export type Read<T> = { value: T } | { problem: string };

export const isProblem = <T>(read: Read<T>): read is { problem: string } => "problem" in read;

/** A number with optional "Rs." and thousands commas. */
export function readNumber(cell: string, label: string): Read<number> {
  const plain = cell.replace(/^\s*(rs\.?|lkr)\s*/i, "").replace(/[,\s]/g, "");
  const value = Number(plain);
  if (plain === "" || !Number.isFinite(value)) return { problem: `${label} "${cell}" is not a number.` };
  return { value };
}

export function readWholeNumber(cell: string, label: string, min: number, max: number): Read<number> {
  const read = readNumber(cell, label);
  if (isProblem(read)) return read;
  if (!Number.isInteger(read.value) || read.value < min || read.value > max) {
    return { problem: `${label} must be a whole number from ${min} to ${max.toLocaleString("en")}; "${cell}" is not.` };
  }
  return read;
}

const YES = new Set(["yes", "y", "true", "1", "active", "shown"]);
const NO = new Set(["no", "n", "false", "0", "inactive", "hidden"]);

export function readYesNo(cell: string, label: string): Read<boolean> {
  const key = cell.trim().toLowerCase();
  if (YES.has(key)) return { value: true };
  if (NO.has(key)) return { value: false };
  return { problem: `${label} must be yes or no; "${cell}" is neither.` };
}

export const yesNo = (value: boolean) => (value ? "yes" : "no");

const conditionKey = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");

/** A condition by its name ("Genuine new") or its key ("genuine-new"). */
export function readCondition(cell: string): Read<PartCondition> {
  const key = conditionKey(cell);
  const found = PART_CONDITIONS.find(
    (condition) => conditionKey(condition) === key || conditionKey(PART_CONDITION_LABELS[condition]) === key,
  );
  if (found) return { value: found };
  const names = PART_CONDITIONS.map((condition) => PART_CONDITION_LABELS[condition]).join(", ");
  return { problem: `Condition "${cell}" is not one of ${names}.` };
}

/** The entries of a cell holding several, semicolon (or comma, for codes and file names) separated. */
export const listOf = (cell: string, commasToo = false) =>
  cell
    .split(commasToo ? /[;,]/ : LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter(Boolean);

export const joinList = (entries: readonly string[]) => entries.join(`${LIST_SEPARATOR} `);

/** "Toyota: 04465-12610; 04465-0D020": each number, with its brand before a colon when it has one. */
export const readPartNumbers = (cell: string, kind: PartNumberKind): PartNumber[] =>
  listOf(cell).map((entry) => {
    const colon = entry.indexOf(":");
    return colon === -1
      ? { kind, brand: "", number: entry }
      : { kind, brand: entry.slice(0, colon).trim(), number: entry.slice(colon + 1).trim() };
  });

export const writePartNumbers = (numbers: readonly PartNumber[], kind: PartNumberKind) =>
  joinList(numbers.filter((n) => n.kind === kind).map((n) => (n.brand ? `${n.brand}: ${n.number}` : n.number)));

/** The file name an image URL ends with (/uploads/products/ab12….webp → ab12….webp). */
export const fileNameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);
