import { dlopen, FFIType } from "bun:ffi";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { APP_ROOT } from "../../shared/app-root";

/** Where scripts/build-binary.ts puts sharp for the single binary: its code in one file, its addon and libvips. */
export const VENDORED_SHARP_DIR = "dist/binary/vendor/sharp";

/**
 * sharp inside the single binary, which cannot load it from node_modules: its native addon finds libvips by a path
 * relative to node_modules, so libvips is loaded first (the addon then links to the library already loaded under
 * the same name), then sharp's code, bundled with its addon beside it.
 */
export async function vendoredSharp(): Promise<typeof import("sharp")["default"]> {
  const dir = join(APP_ROOT, VENDORED_SHARP_DIR);
  const libvips = readdirSync(dir).find((file) => file.startsWith("libvips-cpp.so"));
  if (!libvips) throw new Error("libvips is not in the binary");
  dlopen(join(dir, libvips), { vips_version: { args: [FFIType.i32], returns: FFIType.i32 } });
  return (await import(join(dir, "sharp.cjs"))).default;
}
