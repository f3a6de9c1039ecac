import { Elysia } from "elysia";
import { COOKIES } from "../../shared/session-names";
import { badRequest } from "./app-error";
import { checkMultipart, checkUrlEncodedForm, isMultipart, isUrlEncodedForm } from "./form-body";
import { checkJsonBody, isJson, valueShapeProblem } from "./json-body";
import { requestCookie } from "./request-cookie";
import { bearerToken } from "./staff-guard";

const BODILESS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a request says it is staff's (a bearer token or the console's access cookie); checked for real later. */
const carriesStaffCredentials = (request: Request) =>
  bearerToken(request.headers.get("authorization") ?? undefined) !== undefined ||
  requestCookie(request, COOKIES.access) !== undefined;

/**
 * Every body is refused cheaply before anything parses it when its size or shape is not one the store could want:
 * JSON, form-encoded and multipart bodies are checked as they arrive (413 past their size cap, 400 past their shape),
 * and any parsed body (multipart fields holding JSON) is walked within the JSON limits.
 */
export const bodyLimits = new Elysia({ name: "body-limits" })
  .onRequest(async ({ request }) => {
    if (BODILESS.has(request.method)) return;
    const contentType = request.headers.get("content-type") ?? "";
    if (isJson(contentType)) await checkJsonBody(request);
    else if (isUrlEncodedForm(contentType)) await checkUrlEncodedForm(request);
    else if (isMultipart(contentType)) await checkMultipart(request, contentType, carriesStaffCredentials(request));
  })
  .onTransform({ as: "global" }, ({ body }) => {
    const problem = valueShapeProblem(body);
    if (problem) throw badRequest(problem);
  });
