/**
 * Whether a form post came from a page of this site. A form posted from another site would act in this browser's
 * name (login CSRF, a message sent in someone's name): browsers say where a request came from in Sec-Fetch-Site
 * or Origin.
 */
export function fromThisSite(request: Request) {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.get("origin");
  if (!origin) return true;
  // "null" (a sandboxed frame, a data: page) is no site of ours.
  return URL.canParse(origin) && new URL(origin).host === new URL(request.url).host;
}
