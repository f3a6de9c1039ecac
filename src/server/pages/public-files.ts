import { mkdirSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { Elysia } from "elysia";
import { APP_ROOT } from "../../shared/app-root";
import type { Config } from "../config";
import { compressedFile } from "../http/compression";
import { ASSETS_DIR } from "./asset-manifest";

export const PUBLIC_DIR = join(APP_ROOT, "public");

const ONE_YEAR = 31_536_000;
const ONE_DAY = 86_400;

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

/**
 * Answers a file under `root`, or 404. `@elysiajs/static` is not used: it can leave Bun spinning at exit
 * (seen with 1.4.10 on bun 1.4.5) and behaves differently under NODE_ENV=production (docs/stack-notes.md).
 */
async function serveFile(
  request: Request,
  root: string,
  relativePath: string,
  cacheControl: string,
): Promise<Response> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return notFound();
  }
  const path = resolve(root, decoded);
  if (decoded.includes("\0") || !path.startsWith(root + sep)) return notFound();
  const file = Bun.file(path);
  if (!(await file.exists())) return notFound();
  const compressed = await compressedFile(request, path, file);
  if (!compressed) return new Response(file, { headers: { "cache-control": cacheControl, vary: "accept-encoding" } });
  return new Response(compressed.body, {
    headers: {
      "cache-control": cacheControl,
      "content-type": file.type,
      "content-encoding": compressed.encoding,
      vary: "accept-encoding",
    },
  });
}

/**
 * Files served as they are: hashed bundles (cached for a year), the shop's images and uploaded product
 * photos (cached for a day) and the favicon.
 */
export const publicFiles = (config: Config) => {
  mkdirSync(config.uploadsDir, { recursive: true });
  const imagesDir = resolve(PUBLIC_DIR, "images");
  const uploadsDir = resolve(config.uploadsDir);
  const hidden = { detail: { hide: true } };
  return new Elysia({ name: "public-files" })
    .get(
      "/assets/*",
      ({ params, request }) => serveFile(request, ASSETS_DIR, params["*"], `public, max-age=${ONE_YEAR}, immutable`),
      hidden,
    )
    .get(
      "/images/*",
      ({ params, request }) => serveFile(request, imagesDir, params["*"], `public, max-age=${ONE_DAY}`),
      hidden,
    )
    .get(
      "/uploads/*",
      ({ params, request }) =>
        // Uploads kept as they came by earlier versions (`.orig.`, with their EXIF) are never served.
        params["*"].includes(".orig.")
          ? notFound()
          : serveFile(request, uploadsDir, params["*"], `public, max-age=${ONE_DAY}`),
      hidden,
    )
    .get(
      "/favicon.svg",
      ({ request }) => serveFile(request, PUBLIC_DIR, "favicon.svg", `public, max-age=${ONE_DAY}`),
      hidden,
    )
    .get("/favicon.ico", ({ redirect }) => redirect("/favicon.svg", 301), hidden);
};
