import { clientAddress } from "./client-address";

/** Where a request came from: the client's address and its browser, as it says. */
export interface RequestOrigin {
  address: string;
  userAgent: string | null;
}

/** The client's address (as throttles see it) and its User-Agent. */
export const requestOrigin = (request: Request, proxyHops: number): RequestOrigin => ({
  address: clientAddress(request, proxyHops),
  userAgent: request.headers.get("user-agent"),
});
