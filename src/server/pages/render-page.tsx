import { renderToReadableStream } from "react-dom/server";
import { ConsoleApp } from "../../console/console-app";
import { DEFAULT_LOCALE } from "../../shared/i18n/locales";
import type { Area, PageHead } from "../../shared/page-route";
import type { InitialState } from "../../shared/page-state";
import { messagesOf } from "../../storefront/i18n/messages/catalogs.server";
import { StorefrontApp } from "../../storefront/storefront-app";
import type { AssetManifest } from "./asset-manifest";
import { documentEnd, documentStart } from "./document";

export interface RenderInput {
  area: Area;
  origin: string;
  head: PageHead;
  state: InitialState;
  assets: AssetManifest;
  /** This response's CSP nonce: React's inline streaming scripts carry it (none on a page kept for everyone). */
  nonce?: string;
  onError: (error: unknown) => void;
}

const encoder = new TextEncoder();

/** Streams the whole HTML document: the head first, then React's markup as it renders, then the state and script. */
export async function renderPage({ area, origin, head, state, assets, nonce, onError }: RenderInput) {
  const app = area === "client" ? "storefront" : "console";
  const script = assets[app];
  const locale = state.locale ?? DEFAULT_LOCALE;
  const other = locale === "si" || locale === "ta" ? locale : undefined;
  const messages = other && assets.messages?.[other];
  // The page's data is all there before rendering, so nothing waits: without a size limit React keeps the page's
  // markup in place instead of moving a large page (the store, a product) into a hidden part that only its inline
  // script reveals, which a browser without JavaScript would never show.
  const element =
    app === "storefront" ? <StorefrontApp state={state} messages={messagesOf(locale)} /> : <ConsoleApp state={state} />;
  const body = await renderToReadableStream(element, {
    onError,
    nonce,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const start = documentStart({
    head,
    shopName: state.shopName,
    origin,
    css: assets.css,
    script,
    locale,
    storefront: app === "storefront",
    // The console is English, and shows customers' Sinhala and Tamil names: both fonts, each fetched only when used.
    fonts:
      app === "console" ? [...(assets.fonts?.si ?? []), ...(assets.fonts?.ta ?? [])] : other && assets.fonts?.[other],
    preloadFonts: app !== "console",
    messages,
  });
  const end = documentEnd(messages ? { ...state, messages } : state, script);
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    async start(controller) {
      controller.enqueue(encoder.encode(start));
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array<ArrayBuffer>>) controller.enqueue(chunk);
      controller.enqueue(encoder.encode(end));
      controller.close();
    },
  });
}
