import { resolve } from "node:path";

/**
 * Where the store's own files are (dist/ bundles, public/ images, drizzle/ migrations): the checkout, or the folder
 * the single binary unpacked them into (src/server/binary/unpack.ts sets STORE_APP_ROOT before the server loads).
 */
export const APP_ROOT = process.env.STORE_APP_ROOT ?? resolve(import.meta.dir, "../..");
