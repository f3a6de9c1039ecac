/**
 * The socket address each request came from, recorded by serve() as Bun hands it the request: the app itself is
 * handed bare Requests (app.handle), which carry no address of their own.
 */
const peers = new WeakMap<Request, string>();

export function rememberPeer(request: Request, address: string | undefined) {
  if (address) peers.set(request, address);
}

/**
 * Who is asking, for throttling. Without a proxy it is the socket's address. Behind `proxyHops` trusted proxies
 * (TRUST_PROXY) each proxy appends the address it was reached from to X-Forwarded-For, so the client is the entry
 * that many places from the right; entries further left are anyone's to write and are never believed.
 */
export function clientAddress(request: Request, proxyHops: number) {
  const peer = peers.get(request) ?? "unknown";
  if (proxyHops === 0) return peer;
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - proxyHops] ?? peer;
}

/** True when the client reached us over https (directly, or through a trusted proxy), so cookies get `Secure`. */
export function overHttps(request: Request, proxyHops: number) {
  if (proxyHops > 0 && request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https") return true;
  return new URL(request.url).protocol === "https:";
}
