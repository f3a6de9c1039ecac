/** Where the JSON API lives; the browser's typed client reaches it as `.api.v1`. */
export const API_PREFIX = "/api/v1";
