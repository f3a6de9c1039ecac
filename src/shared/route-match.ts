import { parse } from "regexparam";
import { type AnyRoute, routes } from "./routes";

export interface RouteMatch {
  route: AnyRoute;
  params: Record<string, string>;
}

const compiled = routes.map((route) => ({ route, ...parse(route.path) }));

/** The first route of the table matching the path (the same patterns wouter uses in the browser). */
export function matchPath(pathname: string): RouteMatch | null {
  for (const { route, pattern, keys } of compiled) {
    const result = pattern.exec(pathname);
    if (!result) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, i) => {
      const value = result[i + 1];
      if (value !== undefined) params[key] = safeDecode(value);
    });
    return { route, params };
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
