/** `--health`: asks the store on PORT for /health (a container's health check); exit status 0 when healthy. */
export async function healthCheck(port = process.env.PORT ?? "3000"): Promise<number> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(3000) });
    const body = await response.text();
    console.log(`${response.status} ${body}`);
    return response.ok ? 0 : 1;
  } catch (error) {
    console.error(`No store answers on port ${port}: ${(error as Error).message}`);
    return 1;
  }
}
