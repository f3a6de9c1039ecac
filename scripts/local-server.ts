/** A port no one is listening on at 127.0.0.1, for a server started in another process. */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port as number;
  void probe.stop(true);
  return port;
}

/** Waits until `base`/health answers OK; resolves with how long that took, or throws after `timeoutMs`. */
export async function waitForHealth(base: string, timeoutMs = 30_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const healthy = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (healthy) return performance.now() - started;
    await Bun.sleep(10);
  }
  throw new Error(`${base} did not answer /health within ${timeoutMs} ms`);
}
