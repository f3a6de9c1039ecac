/**
 * The API's types for the browser apps and shared code: the only server module they may import, and only with
 * `import type` (erased from bundles; enforced by src/borders.test.ts). Every shape comes from the `t` model that
 * validates and documents it, so a renamed field fails the typecheck of every screen that reads it.
 */
export type { Api as App } from "./api";
export type * from "./api-shapes";
export type { PageData, PageProps } from "./pages/loaders";
export type { PaymentData } from "./pages/loaders/payment-data";
