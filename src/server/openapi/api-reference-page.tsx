import type { ReactNode } from "react";
import { constraintsText, type JsonSchema, schemaText } from "./schema-text";

/** The parts of an OpenAPI 3 document the reference page shows. */
export interface OpenApiDocument {
  info: { title: string; description?: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

interface Entry {
  method: string;
  path: string;
  operation: Operation;
}

const METHOD_COLOURS: Record<string, string> = {
  get: "bg-emerald-100 text-emerald-800",
  post: "bg-sky-100 text-sky-800",
  put: "bg-amber-100 text-amber-800",
  patch: "bg-amber-100 text-amber-800",
  delete: "bg-brand-100 text-brand-800",
};

const anchor = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

function byTag(document: OpenApiDocument): Map<string, Entry[]> {
  const groups = new Map<string, Entry[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? "Other";
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
    }
  }
  return groups;
}

/**
 * The API reference, rendered on the server from our own OpenAPI document: no script, no CDN, so it works
 * offline and under the strict CSP (the plugin's Scalar page needs both).
 */
export function ApiReferencePage({ document, jsonPath }: { document: OpenApiDocument; jsonPath: string }) {
  const groups = byTag(document);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 text-steel">
      <header className="border-line border-b pb-6">
        <h1 className="font-bold text-3xl text-ink">{document.info.title}</h1>
        <p className="mt-2">{document.info.description}</p>
        <p className="mt-2 text-muted text-sm">
          Version {document.info.version} · OpenAPI document as{" "}
          <a className="text-brand-700 underline" href={jsonPath}>
            JSON
          </a>
        </p>
        <nav aria-label="Sections" className="mt-4 flex flex-wrap gap-2">
          {[...groups.keys(), "Schemas"].map((tag) => (
            <a key={tag} className="rounded-full border border-line px-3 py-1 text-sm" href={`#${anchor(tag)}`}>
              {tag}
            </a>
          ))}
        </nav>
      </header>
      {[...groups].map(([tag, entries]) => (
        <section key={tag} id={anchor(tag)} className="mt-8">
          <h2 className="mb-3 font-semibold text-2xl text-ink">{tag}</h2>
          <div className="space-y-2">
            {entries.map((entry) => (
              <OperationDetails key={`${entry.method} ${entry.path}`} {...entry} />
            ))}
          </div>
        </section>
      ))}
      <section id="schemas" className="mt-8">
        <h2 className="mb-1 font-semibold text-2xl text-ink">Shared schemas</h2>
        <p className="mb-3 text-sm">Bodies and rows named above by their name, as generated clients name them.</p>
        <div className="space-y-4">
          {Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => (
            <div key={name} id={`schema-${anchor(name)}`}>
              <SchemaBlock title={name} schema={schema} />
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

function OperationDetails({ method, path, operation }: Entry) {
  const body = Object.entries(operation.requestBody?.content ?? {});
  return (
    <details className="rounded-lg border border-line bg-white">
      <summary className="flex cursor-pointer flex-wrap items-center gap-3 px-4 py-3">
        <span
          className={`w-16 rounded px-2 py-0.5 text-center font-bold font-mono text-xs uppercase ${METHOD_COLOURS[method] ?? "bg-surface"}`}
        >
          {method}
        </span>
        <code className="break-all font-mono text-ink text-sm">{path}</code>
        <span className="text-muted text-sm">{operation.summary}</span>
      </summary>
      <div className="space-y-4 border-line border-t px-4 py-4 text-sm">
        {operation.description ? <Description text={operation.description} /> : null}
        {operation.parameters?.length ? (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left">
              <caption className="mb-1 text-left font-semibold text-ink">Parameters</caption>
              <thead className="text-muted">
                <tr>
                  <th className="py-1 pr-4 font-medium">Name</th>
                  <th className="py-1 pr-4 font-medium">In</th>
                  <th className="py-1 pr-4 font-medium">Type</th>
                  <th className="py-1 font-medium">Rules</th>
                </tr>
              </thead>
              <tbody>
                {operation.parameters.map((parameter) => (
                  <tr key={`${parameter.in} ${parameter.name}`} className="border-line border-t">
                    <td className="py-1 pr-4 font-mono">
                      {parameter.name}
                      {parameter.required ? <span className="text-brand-700"> *</span> : null}
                    </td>
                    <td className="py-1 pr-4">{parameter.in}</td>
                    <td className="py-1 pr-4 font-mono">{schemaText(parameter.schema)}</td>
                    <td className="py-1">
                      <Inline text={sentences(parameter.description, constraintsText(parameter.schema))} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {body.map(([type, content]) => (
          <SchemaBlock key={type} title={`Request body (${type})`} schema={content.schema} />
        ))}
        {Object.entries(operation.responses ?? {}).map(([status, response]) => {
          const json = response.content?.["application/json"];
          return (
            <SchemaBlock
              key={status}
              title={`Response ${status}${response.description && !response.description.startsWith("Response for status") ? ` — ${response.description}` : ""}`}
              schema={json?.schema}
            />
          );
        })}
      </div>
    </details>
  );
}

/** A parameter's description and its limits as one text: "A proof of work … saying why. At most 2000 characters". */
function sentences(description: string | undefined, limits: string): string {
  if (!description) return limits;
  if (!limits) return description;
  return /[.!?]$/.test(description)
    ? `${description} ${limits[0]?.toUpperCase()}${limits.slice(1)}`
    : `${description}; ${limits}`;
}

/** An OpenAPI description as written (CommonMark): its paragraphs, and `code` as code. */
function Description({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      {text.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph}>
          <Inline text={paragraph} />
        </p>
      ))}
    </div>
  );
}

function Inline({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(/`([^`]+)`/g)) {
    parts.push(text.slice(at, match.index));
    parts.push(
      <code key={match.index} className="rounded bg-surface px-1 font-mono text-xs">
        {match[1]}
      </code>,
    );
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  return parts;
}

function SchemaBlock({ title, schema }: { title: string; schema: JsonSchema | undefined }) {
  return (
    <div>
      <h3 className="mb-1 font-semibold text-ink">{title}</h3>
      {schema ? (
        <pre className="overflow-x-auto rounded bg-surface p-3 font-mono text-xs leading-5">
          {schema.$ref ? (
            <a className="text-brand-700 underline" href={`#schema-${anchor(schemaText(schema))}`}>
              {schemaText(schema)}
            </a>
          ) : (
            schemaText(schema)
          )}
        </pre>
      ) : null}
    </div>
  );
}
