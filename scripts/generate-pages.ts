/**
 * Lists the page folders (a `route.ts`, a `page.tsx` and maybe a `loader.server.ts` under src/storefront or
 * src/console) in the four files that need them all: the route table's pages, each app's lazy page map and the
 * server's loaders. Run after adding, moving or removing a page: `bun run pages` (`bun run dev` runs
 * it at each start); a test fails while the checked-in files differ from what this writes.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { PageRoute } from "../src/shared/page-route";

const ROOT = resolve(import.meta.dir, "..");
const APPS = ["storefront", "console"] as const;

interface PageFolder {
  route: PageRoute;
  app: (typeof APPS)[number];
  /** The folder, from the root: src/console/catalog/brand-list. */
  folder: string;
  hasLoader: boolean;
}

const HEADER = "// Written by scripts/generate-pages.ts from the page folders: do not edit by hand.\n";

/** static < :param < * for each segment in turn, so the first match is the most specific page. */
function segmentRank(segment: string | undefined): number {
  if (segment === undefined) return -1;
  if (segment.startsWith("*")) return 2;
  return segment.startsWith(":") ? 1 : 0;
}

function bySpecificity(a: PageFolder, b: PageFolder): number {
  const left = a.route.path.split("/");
  const right = b.route.path.split("/");
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const rank = segmentRank(left[i]) - segmentRank(right[i]);
    if (rank !== 0) return rank;
  }
  return a.route.path < b.route.path ? -1 : a.route.path > b.route.path ? 1 : 0;
}

export async function pageFolders(): Promise<PageFolder[]> {
  const folders: PageFolder[] = [];
  for (const app of APPS) {
    for (const file of new Bun.Glob(`src/${app}/**/route.ts`).scanSync({ cwd: ROOT })) {
      const folder = dirname(file);
      const { route } = (await import(join(ROOT, file))) as { route: PageRoute };
      if (!existsSync(join(ROOT, folder, "page.tsx"))) throw new Error(`${folder} has a route.ts but no page.tsx`);
      folders.push({ route, app, folder, hasLoader: existsSync(join(ROOT, folder, "loader.server.ts")) });
    }
  }
  const ids = folders.map((page) => page.route.id);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length > 0) throw new Error(`page ids used twice: ${twice.join(", ")}`);
  return folders.sort(bySpecificity);
}

const byId = (a: PageFolder, b: PageFolder) => (a.route.id < b.route.id ? -1 : 1);
/** Biome's import order: path segment by segment. */
function byPathSegments(a: string, b: string): number {
  const left = a.split("/");
  const right = b.split("/");
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    if (left[i] !== right[i]) return (left[i] ?? "") < (right[i] ?? "") ? -1 : 1;
  }
  return left.length - right.length;
}
const camel = (id: string) => id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const key = (id: string) => (/^\w+$/.test(id) ? id : `"${id}"`);
const entry = (id: string, value: string) => (key(id) === value ? value : `${key(id)}: ${value}`);
const importPath = (fromFile: string, toFile: string) => {
  const path = relative(dirname(fromFile), toFile);
  return path.startsWith(".") ? path : `./${path}`;
};

function routeTable(pages: PageFolder[]): string {
  const file = "src/shared/page-routes.generated.ts";
  const imports = pages
    .map((p) => [importPath(file, `${p.folder}/route`), camel(p.route.id)] as const)
    .sort(([a], [b]) => byPathSegments(a, b))
    .map(([path, name]) => `import { route as ${name} } from "${path}";`);
  return `${HEADER}${imports.join("\n")}

/** Every page, the most specific path first (static segments before parameters, parameters before \`*\`). */
export const pageRoutes = [
${pages.map((p) => `  ${camel(p.route.id)},`).join("\n")}
] as const;
`;
}

function pageMap(app: (typeof APPS)[number], pages: PageFolder[]): string {
  const file = `src/${app}/pages.generated.ts`;
  const own = pages.filter((p) => p.app === app).sort(byId);
  const name = `${app}Pages`;
  return `${HEADER}import type { PageMap } from "../shared/page-router";

const pages = {
${own.map((p) => `  ${key(p.route.id)}: () => import("${importPath(file, `${p.folder}/page`)}"),`).join("\n")}
};

/** The ${app}'s pages by route id, each loaded on first use and checked against its loader's data. */
export const ${name}: PageMap<keyof typeof pages> = pages;
`;
}

function loaderList(pages: PageFolder[]): string {
  const file = "src/server/pages/page-loaders.generated.ts";
  const loaded = pages.filter((p) => p.hasLoader).sort(byId);
  const imports = loaded
    .map((p) => [importPath(file, `${p.folder}/loader.server`), camel(p.route.id)] as const)
    .sort(([a], [b]) => byPathSegments(a, b))
    .map(([path, name]) => `import { loader as ${name} } from "${path}";`);
  return `${HEADER}${imports.join("\n")}

/** The server side of every page that has data, keyed by its route id. */
export const pageLoaders = {
${loaded.map((p) => `  ${entry(p.route.id, camel(p.route.id))},`).join("\n")}
};
`;
}

/** Each generated file's path and text. */
export async function generatedFiles(): Promise<Record<string, string>> {
  const pages = await pageFolders();
  return {
    "src/shared/page-routes.generated.ts": routeTable(pages),
    "src/storefront/pages.generated.ts": pageMap("storefront", pages),
    "src/console/pages.generated.ts": pageMap("console", pages),
    "src/server/pages/page-loaders.generated.ts": loaderList(pages),
  };
}

/** Writes the generated files that differ from what the folders say; names each one written. */
export async function writeGeneratedFiles(): Promise<void> {
  for (const [file, text] of Object.entries(await generatedFiles())) {
    const path = join(ROOT, file);
    if (existsSync(path) && readFileSync(path, "utf8") === text) continue;
    writeFileSync(path, text);
    console.log(`wrote ${file}`);
  }
}

if (import.meta.main) await writeGeneratedFiles();
