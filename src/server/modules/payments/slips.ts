import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AppError } from "../../http/app-error";

export const MAX_SLIP_BYTES = 5 * 1024 * 1024;

/** The slip types customers send (a phone photo, a screenshot, a bank's PDF), told by their first bytes. */
const SIGNATURES: { type: string; matches(bytes: Uint8Array): boolean }[] = [
  { type: "image/jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/png", matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  {
    type: "image/webp",
    matches: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP",
  },
  { type: "application/pdf", matches: (b) => ascii(b, 0, 5) === "%PDF-" },
];

export const SLIP_TYPES = SIGNATURES.map((signature) => signature.type);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export interface CheckedSlip {
  bytes: Uint8Array;
  contentType: string;
}

/** A slip's type from its bytes, whatever name or type the browser gave it; 400/413 with a reason otherwise. */
export async function checkSlip(file: unknown): Promise<CheckedSlip> {
  if (!(file instanceof Blob) || file.size === 0) {
    throw new AppError(400, "Choose the photo or PDF of your bank slip to send.", [
      { field: "slip", message: "Choose a file" },
    ]);
  }
  if (file.size > MAX_SLIP_BYTES) {
    throw new AppError(413, "The slip is larger than 5 MB: send a smaller photo or PDF.", [
      { field: "slip", message: "At most 5 MB" },
    ]);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const found = SIGNATURES.find((signature) => signature.matches(bytes));
  if (!found) {
    throw new AppError(415, "The slip must be a JPEG, PNG or WebP photo or a PDF.", [
      { field: "slip", message: "JPEG, PNG, WebP or PDF" },
    ]);
  }
  return { bytes, contentType: found.type };
}

/** Slip files in their private folder, under random names (never the customer's). */
export function createSlipStore(slipsDir: string) {
  const pathOf = (fileName: string) => join(slipsDir, fileName);
  return {
    save(slip: CheckedSlip): string {
      mkdirSync(slipsDir, { recursive: true, mode: 0o700 });
      const fileName = `${crypto.randomUUID()}.slip`;
      writeFileSync(pathOf(fileName), slip.bytes, { mode: 0o600 });
      return fileName;
    },
    read: (fileName: string) => readFileSync(pathOf(fileName)),
    remove: (fileName: string) => rmSync(pathOf(fileName), { force: true }),
  };
}

export type SlipStore = ReturnType<typeof createSlipStore>;
