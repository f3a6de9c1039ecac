/**
 * The socket address each request came from, recorded by serve() as Bun hands it the request: the app itself is
 * handed bare Requests (app.handle), which carry no address of their own.
 */
const peers = new WeakMap<Request, string>();

export function rememberPeer(request: Request, address: string | undefined) {
  if (address) peers.set(request, address);
}

/**
 * An address as one client: an IPv6 address stands for its /64, the block one home or phone is given (anyone
 * holding one has 2^64 addresses to rotate through); IPv4 (and IPv4 written as IPv6) as it is.
 */
export function clientKey(address: string): string {
  if (!address.includes(":")) return address;
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped?.[1]) return mapped[1];
  const [head = "", tail] = address.toLowerCase().split("%")[0]?.split("::") ?? [];
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(":")}::/64`;
}

/**
 * The network a client (clientKey) belongs to, as the start every key in it shares: an IPv4 /24 ("192.0.2.") or an
 * IPv6 /48 ("2001:db8:5:"), what one provider's customer or one site holds. Limits per network bound a sender who
 * rotates through the addresses of a block they hold.
 */
export function networkOf(client: string): string {
  if (client.endsWith("::/64")) return `${client.split(":").slice(0, 3).join(":")}:`;
  const octets = client.split(".");
  return octets.length === 4 ? `${octets.slice(0, 3).join(".")}.` : client;
}

/**
 * Who is asking, for throttling (an IPv6 client as its /64: clientKey). Without a proxy it is the socket's address. Behind `proxyHops` trusted proxies
 * (TRUST_PROXY) each proxy appends the address it was reached from to X-Forwarded-For, so the client is the entry
 * that many places from the right; entries further left are anyone's to write and are never believed.
 */
export function clientAddress(request: Request, proxyHops: number) {
  const peer = peers.get(request) ?? "unknown";
  if (proxyHops === 0) return clientKey(peer);
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return clientKey(forwarded[forwarded.length - proxyHops] ?? peer);
}

/** True when the client reached us over https (directly, or through a trusted proxy), so cookies get `Secure`. */
export function overHttps(request: Request, proxyHops: number) {
  if (proxyHops > 0 && request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https") return true;
  return new URL(request.url).protocol === "https:";
}
