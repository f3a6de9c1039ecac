import { isIPv6 } from "node:net";
import type { Config } from "../config";

/** The address a local client reaches a store listening on `host` at: a wildcard means this machine's loopback. */
export function healthAddress(host: string, port: number): string {
  const local = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return `${isIPv6(local) ? `[${local}]` : local}:${port}`;
}

/**
 * `--health`: asks the store at HOST:PORT (read by loadConfig, as the store reads them) for /health — a container's
 * health check; exit status 0 when healthy.
 */
export async function healthCheck({ host, port }: Pick<Config, "host" | "port">): Promise<number> {
  const address = healthAddress(host, port);
  try {
    const response = await fetch(`http://${address}/health`, { signal: AbortSignal.timeout(3000) });
    const body = await response.text();
    console.log(`${response.status} ${body}`);
    return response.ok ? 0 : 1;
  } catch (error) {
    console.error(`No store answers at ${address}: ${(error as Error).message}`);
    return 1;
  }
}
