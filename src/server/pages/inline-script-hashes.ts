/** `<script>` elements with no src whose type makes the browser run them (JSON and JSON-LD data blocks do not run). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;
const SOURCE = /\bsrc\s*=/i;

/**
 * The CSP sources (` 'sha256-…'`, each with a leading space) that let exactly this page's inline scripts run:
 * a cached page is one document for every visitor, so it cannot carry a per-response nonce.
 */
export function inlineScriptHashes(html: string): string {
  let sources = "";
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (SOURCE.test(attributes) || DATA_TYPE.test(attributes)) continue;
    sources += ` 'sha256-${new Bun.CryptoHasher("sha256").update(text).digest("base64")}'`;
  }
  return sources;
}
