import { renderToReadableStream } from "react-dom/server";
import { ConsoleApp } from "../../console/console-app";
import type { InitialState } from "../../shared/page-state";
import type { Area, PageHead } from "../../shared/routes";
import { StorefrontApp } from "../../storefront/storefront-app";
import type { AssetManifest } from "./asset-manifest";
import { documentEnd, documentStart } from "./document";

export interface RenderInput {
  area: Area;
  origin: string;
  head: PageHead;
  state: InitialState;
  assets: AssetManifest;
  /** This response's CSP nonce: React's inline streaming scripts carry it. */
  nonce: string;
  onError: (error: unknown) => void;
}

const encoder = new TextEncoder();

/** Streams the whole HTML document: the head first, then React's markup as it renders, then the state and script. */
export async function renderPage({ area, origin, head, state, assets, nonce, onError }: RenderInput) {
  const app = area === "client" ? "storefront" : "console";
  const script = assets[app];
  const App = app === "storefront" ? StorefrontApp : ConsoleApp;
  const body = await renderToReadableStream(<App state={state} />, { onError, nonce });
  const start = documentStart({
    head,
    shopName: state.shopName,
    origin,
    css: assets.css,
    script,
    preload: assets.preload[app],
  });
  const end = documentEnd(state, script);
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(start));
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) controller.enqueue(chunk);
      controller.enqueue(encoder.encode(end));
      controller.close();
    },
  });
}
