import { Elysia } from "elysia";

/**
 * Browser features no page of the shop uses, turned off so that injected or third-party script cannot use them
 * either. (Slip photos come from a file input, which needs no camera permission; PayHere is a form post.)
 */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), display-capture=(), " +
  "magnetometer=(), gyroscope=(), accelerometer=()";

/**
 * Headers every response carries. Pages replace the Content-Security-Policy with their own (src/server/pages/plugin.ts);
 * everything else (API, files) gets the strictest one.
 */
export const securityHeaders = (production: boolean) =>
  new Elysia({ name: "security-headers" }).onRequest(({ set, request }) => {
    set.headers["x-content-type-options"] = "nosniff";
    set.headers["referrer-policy"] = "strict-origin-when-cross-origin";
    set.headers["x-frame-options"] = "DENY";
    set.headers["cross-origin-opener-policy"] = "same-origin";
    set.headers["permissions-policy"] = PERMISSIONS_POLICY;
    set.headers["content-security-policy"] =
      "default-src 'none'; img-src 'self'; style-src 'self'; frame-ancestors 'none'";
    const https = request.url.startsWith("https:") || request.headers.get("x-forwarded-proto") === "https";
    if (production && https) set.headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  });
