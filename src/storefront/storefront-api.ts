import { createApi } from "../shared/api-client";

/**
 * The storefront's typed API client. Customers have no session: no cookie is sent, so a staff member's console
 * session in the same browser never changes what a customer's request does.
 */
const withCredentials = (credentials: RequestCredentials) =>
  ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, credentials })) as typeof fetch;

export const storefrontApi = () => createApi(withCredentials("omit"));

/** The cart's operations: they carry the cart cookie (same origin only), nothing else of the storefront's API does. */
export const cartApi = () => createApi(withCredentials("same-origin")).cart;
