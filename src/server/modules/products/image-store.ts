import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { vendoredSharp } from "../../binary/vendored-sharp";
import { AppError } from "../../http/app-error";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_PRODUCT = 10;
/** 40 megapixels: more than any phone photo; decoding a bigger one costs seconds and hundreds of MB. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const MAX_MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;
const ACCEPTED = new Map([
  ["image/jpeg", "jpg"],
  ["image/png", "png"],
  ["image/webp", "webp"],
  ["image/avif", "avif"],
  ["image/gif", "gif"],
]);
const FULL_SIZE_PX = 1600;
const CARD_SIZE_PX = 480;
const URL_PREFIX = "/uploads/products/";

export interface CheckedImage {
  name: string;
  bytes: Uint8Array;
  extension: string;
}

export interface StoredImage {
  url: string;
  cardUrl: string | null;
}

type Sharp = typeof import("sharp")["default"];
let sharpModule: Promise<Sharp | null> | undefined;
/** sharp when this platform has it (the single binary carries its own); without it images are kept as uploaded. */
const loadSharp = () => {
  sharpModule ??= import("sharp")
    .then((m) => m.default)
    .catch(() => vendoredSharp())
    .catch(() => null);
  return sharpModule;
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Checks uploads by their bytes, not their names: each must be a JPEG, PNG, WebP, AVIF or GIF (else 415)
 * of at most 5 MB (else 413).
 */
export async function checkImages(files: File[]): Promise<CheckedImage[]> {
  const checked: CheckedImage[] = [];
  for (const file of files) {
    const name = file.name || "image";
    if (file.size > MAX_IMAGE_BYTES) {
      throw new AppError(413, `Each image must be 5 MB or smaller; ${name} is ${megabytes(file.size)}.`, [
        { field: "images", message: `${name} is larger than 5 MB.` },
      ]);
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = await fileTypeFromBuffer(bytes);
    const extension = type ? ACCEPTED.get(type.mime) : undefined;
    if (!extension) {
      throw new AppError(415, `${name} is not a JPEG, PNG, WebP, AVIF or GIF image.`, [
        { field: "images", message: `${name} is not a JPEG, PNG, WebP, AVIF or GIF image.` },
      ]);
    }
    checked.push({ name, bytes, extension });
  }
  return checked;
}

/**
 * Product photos under `<uploads>/products/`: a full-size (`<key>.webp`, ≤ 1600 px) and a card-size
 * (`<key>.card.webp`, ≤ 480 px) version, re-encoded by sharp, which drops their metadata (EXIF, GPS). Where sharp
 * is not available the upload is kept as it came. Keys are random, so names never come from the client.
 */
export function createImageStore(uploadsDir: string) {
  const folder = join(uploadsDir, "products");
  mkdirSync(folder, { recursive: true });

  const keyOf = (url: string) => {
    if (!url.startsWith(URL_PREFIX)) return null;
    const key = url.slice(URL_PREFIX.length).split(".")[0] ?? "";
    return /^[0-9a-f-]{36}$/.test(key) ? key : null;
  };

  /** Deletes every file of the images at these URLs (demo images under /images/ are not ours to delete). */
  function remove(urls: string[]) {
    const keys = new Set(urls.map(keyOf).filter((key): key is string => key !== null));
    if (keys.size === 0) return;
    for (const file of readdirSync(folder)) {
      if (keys.has(file.split(".")[0] ?? "")) rmSync(join(folder, file), { force: true });
    }
  }

  const unreadable = (image: CheckedImage) =>
    new AppError(415, `${image.name} could not be read as an image.`, [
      { field: "images", message: `${image.name} is damaged or not a real image.` },
    ]);

  async function saveOne(image: CheckedImage): Promise<StoredImage> {
    const key = crypto.randomUUID();
    const sharp = await loadSharp();
    if (!sharp) {
      const kept = `${key}.${image.extension}`;
      await Bun.write(join(folder, kept), image.bytes);
      return { url: `${URL_PREFIX}${kept}`, cardUrl: null };
    }
    // The header alone gives the size: a small file can claim gigapixels, and decoding it would take seconds.
    const { width = 0, height = 0 } = await sharp(image.bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw unreadable(image);
      });
    if (width * height > MAX_IMAGE_PIXELS) {
      const megapixels = Math.round((width * height) / 1_000_000);
      throw new AppError(
        413,
        `${image.name} is ${megapixels} megapixels; at most ${MAX_MEGAPIXELS} megapixels, please.`,
        [
          {
            field: "images",
            message: `${image.name} is larger than ${MAX_MEGAPIXELS} megapixels (${width} × ${height}).`,
          },
        ],
      );
    }
    try {
      // Only these re-encoded copies are kept: the upload itself, with its EXIF and GPS tags, never reaches the disk.
      const resized = (px: number) =>
        sharp(image.bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .resize({ width: px, height: px, fit: "inside", withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
      const [full, card] = await Promise.all([resized(FULL_SIZE_PX), resized(CARD_SIZE_PX)]);
      await Promise.all([
        Bun.write(join(folder, `${key}.webp`), full),
        Bun.write(join(folder, `${key}.card.webp`), card),
      ]);
      return { url: `${URL_PREFIX}${key}.webp`, cardUrl: `${URL_PREFIX}${key}.card.webp` };
    } catch {
      remove([`${URL_PREFIX}${key}`]);
      throw unreadable(image);
    }
  }

  return {
    /** Stores every image or none: if one fails, the ones already written are removed. */
    async save(images: CheckedImage[]): Promise<StoredImage[]> {
      const stored: StoredImage[] = [];
      try {
        for (const image of images) stored.push(await saveOne(image));
        return stored;
      } catch (error) {
        remove(stored.map((s) => s.url));
        throw error;
      }
    },
    remove,
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
