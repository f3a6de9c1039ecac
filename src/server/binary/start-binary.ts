import { existsSync } from "node:fs";
import { fileReason, StartupError } from "../startup/startup-error";
import { binaryDataDir, binaryDefaults, type EmbeddedFiles, unpackAppFiles } from "./unpack";

/** The store's user in the Dockerfile: a host folder mounted as /app/data must belong to it. */
export const IMAGE_UID = 10001;

const inContainer = () => existsSync("/.dockerenv") || existsSync("/run/.containerenv");

/**
 * The single binary's start: its defaults, then the store's command line (main.ts). When it is to serve (not for
 * --help, --version, --health, backup or restore) its files are unpacked once the settings and the listening address
 * are checked, and removed again when the start then fails.
 */
export async function startBinary(files: EmbeddedFiles, build: string) {
  binaryDefaults();
  const { runCommandLine } = await import("../main");
  await runCommandLine(process.argv.slice(2), {
    beforeStart: async () => {
      try {
        return await unpackAppFiles(files, build);
      } catch (error) {
        throw new StartupError(unwritableDataFolder(error), error);
      }
    },
  });
}

function unwritableDataFolder(error: unknown): string {
  const where = `Cannot write the data folder ${binaryDataDir()}: ${fileReason(error)}.`;
  return inContainer()
    ? `${where} A host folder mounted there must belong to the image's user: chown -R ${IMAGE_UID}:${IMAGE_UID} <host folder>.`
    : `${where} Make it writable by the user running the store.`;
}
