import { lookup } from "node:dns/promises";
import { createServer, isIP } from "node:net";
import { listenFailure } from "./listen-error";
import { StartupError, step } from "./startup-error";

/**
 * Checks that the store can listen on HOST:PORT before anything is written (a database, a password file, the
 * binary's unpacked files): a name HOST cannot resolve, a busy port or an address this machine does not have ends the
 * start with one line. The store's own listen, moments later, still reports whatever happens in between.
 */
export async function checkListenAddress(host: string, port: number): Promise<void> {
  if (!isIP(host)) {
    try {
      await lookup(host);
    } catch {
      throw new StartupError(
        `Cannot listen on ${host}:${port}: HOST is neither an IP address nor a name this machine can resolve. Set HOST to one of its addresses, or 0.0.0.0 for all.`,
      );
    }
  }
  await step(listenFailure(host, port), () => tryListening(host, port));
}

function tryListening(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()));
  });
}
