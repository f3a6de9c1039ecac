import { fileReason } from "../startup/startup-error";
import { binaryDataDir, binaryDefaults, type EmbeddedFiles, unpackAppFiles } from "./unpack";

/** The store's user in the Dockerfile: a host folder mounted as /app/data must belong to it. */
export const IMAGE_UID = 10001;

/**
 * The single binary's start: its defaults, its files unpacked when it is to serve (not for --help, --version,
 * --health, backup or restore), then the store's command line (main.ts). An unwritable data folder is one line.
 */
export async function startBinary(files: EmbeddedFiles, build: string) {
  binaryDefaults();
  if (process.argv.length <= 2) {
    try {
      await unpackAppFiles(files, build);
    } catch (error) {
      console.error(
        `Cannot write the data folder ${binaryDataDir()} beside the binary: ${fileReason(error)}. Make it writable by the user running the store (in the image: uid ${IMAGE_UID}).`,
      );
      process.exit(1);
    }
  }
  await import("../main");
}
