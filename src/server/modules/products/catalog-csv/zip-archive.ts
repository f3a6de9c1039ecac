import { inflateRawSync } from "node:zlib";

/**
 * Reading a ZIP of product photos without trusting what it says about itself. fflate (and most unzip code) sizes its
 * output from the sizes the archive declares; a 1 MB archive that declares 1,000 bytes and inflates to 1 GiB kept the
 * store busy for 60 s. Here the entries are listed from the central directory (PKWARE APPNOTE 4.3.12), and each is
 * inflated by zlib with a hard cap on its output (`maxOutputLength`), which stops at the cap whatever the header says.
 */

/** More entries than any shop's photo folder; a million tiny entries is an attack on the listing itself. */
export const MAX_ZIP_ENTRIES = 20_000;

export interface ZipEntry {
  /** The path inside the archive, as written (UTF-8). */
  path: string;
  /** 0 stored, 8 deflated; anything else cannot be read. */
  method: number;
  packedSize: number;
  localHeaderAt: number;
}

export class NotAZip extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_MARK = 0xffffffff;
const names = new TextDecoder("utf-8");

/** The archive's entries from its central directory; NotAZip when there is none or it is broken or too long. */
export function zipEntries(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  // The end record is the last 22 bytes plus a comment of at most 64 kB.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new NotAZip("no end of central directory");
  const count = view.getUint16(end + 10, true);
  if (count > MAX_ZIP_ENTRIES) throw new NotAZip(`more than ${MAX_ZIP_ENTRIES} entries`);
  let at = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new NotAZip("broken directory");
    const nameLength = view.getUint16(at + 28, true);
    const skipped = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const packedSize = view.getUint32(at + 20, true);
    const localHeaderAt = view.getUint32(at + 42, true);
    if (packedSize === ZIP64_MARK || localHeaderAt === ZIP64_MARK) throw new NotAZip("ZIP64 archives are not read");
    entries.push({
      path: names.decode(zip.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      packedSize,
      localHeaderAt,
    });
    at += 46 + skipped;
  }
  return entries;
}

/**
 * The entry's bytes, or undefined when they would be more than `maxBytes` (inflation stops there) or cannot be read
 * (an unknown method, a broken entry).
 */
export function unpackEntry(zip: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array | undefined {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const header = entry.localHeaderAt;
  if (header + 30 > zip.length || view.getUint32(header, true) !== LOCAL_HEADER) return undefined;
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const packed = zip.subarray(start, start + entry.packedSize);
  if (packed.length !== entry.packedSize) return undefined;
  if (entry.method === 0) return packed.length <= maxBytes ? packed : undefined;
  if (entry.method !== 8) return undefined;
  try {
    return inflateRawSync(packed, { maxOutputLength: maxBytes });
  } catch {
    return undefined;
  }
}
