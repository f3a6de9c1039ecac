/** An image of the product dialog: one the product already has (its URL), or a file chosen to upload. */
export type ImageItem = { key: string; url: string; file?: File };

/** What the server checks (src/server/modules/products/image-store.ts), said before anything is sent. */
export const MAX_IMAGES = 10;
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);
export const IMAGE_ACCEPT = [...TYPES].join(",");

/** The files that can be added, and a sentence for each that cannot. */
export function checkFiles(files: File[], room: number): { accepted: File[]; problems: string[] } {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    if (!TYPES.has(file.type)) problems.push(`${file.name} is not a JPEG, PNG, WebP, AVIF or GIF image.`);
    else if (file.size > MAX_BYTES) problems.push(`${file.name} is larger than 5 MB.`);
    else if (accepted.length >= room)
      problems.push(`${file.name} was left out: a product has at most ${MAX_IMAGES} images.`);
    else accepted.push(file);
  }
  return { accepted, problems };
}

/** Moves the item at `from` to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The server adds new uploads after the kept images, in the order sent. When the order chosen puts a new image
 * before a kept one, this is the full order to send afterwards, as URLs (null when none is needed).
 */
export function orderAfterUpload(items: readonly ImageItem[], savedUrls: readonly string[]): string[] | null {
  const keptCount = items.filter((item) => !item.file).length;
  const interleaved = items.some((item, index) => item.file && items.slice(index).some((later) => !later.file));
  if (!interleaved) return null;
  const newUrls = savedUrls.slice(keptCount);
  let nextNew = 0;
  return items.map((item) => (item.file ? (newUrls[nextNew++] ?? "") : item.url));
}
