import { createApi } from "../shared/api-client";

/**
 * The storefront's typed API client. Customers have no session: no cookie is sent, so a staff member's console
 * session in the same browser never changes what a customer's request does.
 */
export const storefrontApi = () =>
  createApi(((input: RequestInfo | URL, init?: RequestInit) =>
    fetch(input, { ...init, credentials: "omit" })) as typeof fetch);
