import { AppError, badRequest } from "./app-error";

/** The longest form the shop draws (checkout without JavaScript, a contact message) is a few kB. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;
/** Checkout has about 20 fields and the cart page one per line (at most 100 lines); room to spare, none to abuse. */
export const MAX_FORM_FIELDS = 300;
/** A public upload is one bank slip of at most 5 MB with the order's few fields. */
export const MAX_PUBLIC_UPLOAD_BYTES = 6 * 1024 * 1024;
/** Staff uploads: up to 10 product photos of 5 MB, or a catalog CSV with its ZIP of images (the server's cap). */
export const MAX_STAFF_UPLOAD_BYTES = 64 * 1024 * 1024;
/** Parts of one multipart body: a product's fields and its 10 photos, or a slip and the order's fields. */
export const MAX_UPLOAD_PARTS = 64;

const FORM_TOO_LARGE = `The form can be at most ${MAX_FORM_BODY_BYTES / 1024} kB.`;
const TOO_MANY_FIELDS = `The form holds too many fields (at most ${MAX_FORM_FIELDS}).`;
const TOO_MANY_PARTS = `The upload holds too many parts (at most ${MAX_UPLOAD_PARTS}).`;
const uploadTooLarge = (maxBytes: number) => `The upload can be at most ${maxBytes / 1024 / 1024} MB.`;

export const isUrlEncodedForm = (contentType: string) => /^application\/x-www-form-urlencoded\b/i.test(contentType);
export const isMultipart = (contentType: string) => /^multipart\/form-data\b/i.test(contentType);

const AMPERSAND = 38;

/**
 * Checks a form-encoded body before anything parses it: 413 past the size cap, 400 past the field count. The body is
 * read from a copy, chunk by chunk, and given up on at the cap, so a flood of 10 MB forms costs the store a header
 * read each, never a parse of a million fields.
 */
export async function checkUrlEncodedForm(request: Request): Promise<void> {
  let fields = 1;
  await readWithin(request, MAX_FORM_BODY_BYTES, FORM_TOO_LARGE, (chunk) => {
    for (let at = chunk.indexOf(AMPERSAND); at !== -1; at = chunk.indexOf(AMPERSAND, at + 1)) {
      if (++fields > MAX_FORM_FIELDS) throw badRequest(TOO_MANY_FIELDS);
    }
  });
}

/**
 * Checks a multipart body before Bun parses it: 413 past the size cap (a public upload is one slip; a request
 * carrying staff credentials may bring a catalog's photos, and is refused later if they are not real), 400 past the
 * part count. The boundary line is counted as the chunks arrive; a line split across two chunks may go uncounted,
 * which only ever lets a body through that the next check (the size cap) still bounds.
 */
export async function checkMultipart(request: Request, contentType: string, staff: boolean): Promise<void> {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) throw badRequest("The upload has no multipart boundary.");
  const delimiter = Buffer.from(`--${boundary}`);
  const maxBytes = staff ? MAX_STAFF_UPLOAD_BYTES : MAX_PUBLIC_UPLOAD_BYTES;
  let parts = 0;
  await readWithin(request, maxBytes, uploadTooLarge(maxBytes), (chunk) => {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let at = bytes.indexOf(delimiter); at !== -1; at = bytes.indexOf(delimiter, at + delimiter.length)) {
      // The last delimiter closes the body; every other one opens a part.
      if (++parts > MAX_UPLOAD_PARTS + 1) throw badRequest(TOO_MANY_PARTS);
    }
  });
}

/** Reads a copy of the body, handing each chunk to `look`, and stops with 413 as soon as it passes `maxBytes`. */
async function readWithin(
  request: Request,
  maxBytes: number,
  tooLarge: string,
  look: (chunk: Uint8Array) => void,
): Promise<void> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw new AppError(413, tooLarge);
  const body = request.clone().body;
  if (!body) return;
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > maxBytes) throw new AppError(413, tooLarge);
      look(value);
    }
  } catch (error) {
    // Not awaited: cancelling one copy of a body settles only when the other copy (which nobody reads) is done.
    reader.cancel().catch(() => undefined);
    throw error;
  }
}
