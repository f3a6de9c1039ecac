import { openapi } from "@elysiajs/openapi";
import { Elysia } from "elysia";
import { renderToString } from "react-dom/server";
import { escapeHtml } from "../http/escape-html";
import { ApiReferencePage, type OpenApiDocument } from "./api-reference-page";
import { tidyDocument } from "./tidy-document";

export interface ApiDocsDeps {
  prefix: string;
  shopName: string;
  /** Answers the API in-process (the page is drawn from the JSON document). */
  fetchApi: (request: Request) => Promise<Response>;
  /** Path of the site's stylesheet. */
  stylesheet: () => string;
  /** The store's public address, the document's server. */
  publicUrl: string;
}

/** The OpenAPI document at `<prefix>/openapi/json` and a readable reference page at `<prefix>/openapi`. */
export const apiDocs = ({ prefix, shopName, fetchApi, stylesheet, publicUrl }: ApiDocsDeps) => {
  const path = `${prefix}/openapi`;
  const jsonPath = `${path}/json`;
  let page: string | undefined;

  const renderReference = async () => {
    const response = await fetchApi(new Request(`http://internal${jsonPath}`));
    const document = (await response.json()) as OpenApiDocument;
    const body = renderToString(<ApiReferencePage document={document} jsonPath={jsonPath} />);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(document.info.title)}</title><link rel="stylesheet" href="${stylesheet()}"></head><body class="bg-surface">${body}</body></html>`;
  };

  let tidied: Record<string, unknown> | undefined;
  return new Elysia({ name: "api-docs" })
    .onAfterHandle(({ request, response }) => {
      if (new URL(request.url).pathname !== jsonPath) return;
      // The generated document is fixed once the app is built, so it is tidied once.
      tidied ??= tidyDocument(response as Record<string, unknown>, publicUrl);
      return tidied;
    })
    .use(
      openapi({
        path,
        provider: null,
        documentation: {
          info: {
            title: `${shopName} API`,
            version: "1.0.0",
            description: "Storefront (visitor) and staff console API. Every body is { code, message, data }.",
          },
          components: {
            securitySchemes: {
              bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
              // The console's session cookie; non-GET requests also echo the XSRF-TOKEN cookie in X-XSRF-TOKEN.
              cookieAuth: { type: "apiKey", in: "cookie", name: "auth_token" },
            },
          },
        },
        exclude: { paths: [new RegExp(`^(?!${prefix}/)`)] },
      }),
    )
    .get(
      path,
      async () => {
        // The routes are fixed once the app is built, so the page is drawn once.
        page ??= await renderReference();
        return new Response(page, { headers: { "content-type": "text/html; charset=utf-8" } });
      },
      { detail: { hide: true } },
    );
};
