interface AddressSource {
  requestIP(request: Request): { address: string } | null;
}

/**
 * Who is asking, for throttling. X-Forwarded-For is anyone's to write, so it counts only when the store runs
 * behind a proxy that sets it (TRUST_PROXY=true); then its first entry is the client.
 */
export function clientAddress(request: Request, server: AddressSource | null | undefined, trustProxy: boolean) {
  if (trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return server?.requestIP(request)?.address ?? "unknown";
}

/** True when the client reached us over https (directly, or through a trusted proxy), so cookies get `Secure`. */
export function overHttps(request: Request, trustProxy: boolean) {
  if (trustProxy && request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https") return true;
  return new URL(request.url).protocol === "https:";
}
