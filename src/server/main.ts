import packageJson from "../../package.json" with { type: "json" };
import { parseCommandLine, UsageError, usage } from "./cli/command-line";
import { healthCheck } from "./cli/health-check";
import { ConfigError, loadConfig } from "./config";
import { checkListenAddress } from "./startup/listen-check";
import { RUNS_AS_BINARY } from "./startup/runs-as-binary";
import { StartupError } from "./startup/startup-error";

/**
 * The store's command line: start the store (no arguments), or --help, --version, --health, backup, restore.
 * Whatever fails prints one line and exits 1; the stack only with LOG_LEVEL=debug. The store's code is loaded only
 * by the commands that use it: `--health`, a container's health check every 30 s, costs ~0.1 s of CPU in the binary, not ~0.35.
 */
const self = RUNS_AS_BINARY ? "car-parts-store" : "bun src/server/main.ts";

export interface StartHooks {
  /**
   * Runs once the settings and the listening address are checked, before the store starts (the binary unpacks its
   * files); returns how to undo it when the start then fails.
   */
  beforeStart?: () => Promise<() => void>;
}

async function main(args: string[], hooks: StartHooks) {
  const started = performance.now();
  const command = parseCommandLine(args);
  switch (command.kind) {
    case "help":
      return console.log(usage(self));
    case "version":
      return console.log(`car-parts-store ${packageJson.version}`);
    case "health":
      process.exitCode = await healthCheck(loadConfig());
      return;
    case "backup": {
      const { backupCommand } = await import("./cli/backup-commands");
      return console.log(backupCommand(loadConfig(), command.folder));
    }
    case "restore": {
      const { restoreCommand } = await import("./cli/backup-commands");
      return console.log(restoreCommand(loadConfig(), command.folder, command.replace));
    }
    case "serve": {
      // Nothing is written (database, password file, unpacked files) before the settings and address are checked.
      const config = loadConfig();
      await checkListenAddress(config.host, config.port);
      const undo = await hooks.beforeStart?.();
      try {
        return await (await import("./startup/start-store")).startStore(config, started);
      } catch (error) {
        undo?.();
        throw error;
      }
    }
  }
}

function oneLine(error: unknown): string {
  if (error instanceof ConfigError) return `Configuration error: ${error.message}`;
  if (error instanceof UsageError) return `${error.message}\n\n${usage(self)}`;
  if (error instanceof StartupError) return error.message;
  const message = String((error as Error)?.message ?? error).split("\n")[0];
  return `The store stopped at start-up: ${message}. Run with LOG_LEVEL=debug for details.`;
}

/** Runs the command line; the checkout's entry is this file, the binary's is src/server/binary/start-binary.ts. */
export async function runCommandLine(args: string[], hooks: StartHooks = {}) {
  try {
    await main(args, hooks);
  } catch (error) {
    console.error(oneLine(error));
    if (process.env.LOG_LEVEL?.trim().toLowerCase() === "debug") console.error(error);
    process.exit(1);
  }
}

if (import.meta.main) await runCommandLine(process.argv.slice(2));
