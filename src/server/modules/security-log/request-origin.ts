import { clientAddress } from "../../http/client-address";
import type { RequestOrigin } from "./service";

/** The client's address (as throttles see it) and its User-Agent. */
export const requestOrigin = (request: Request, proxyHops: number): RequestOrigin => ({
  address: clientAddress(request, proxyHops),
  userAgent: request.headers.get("user-agent"),
});
