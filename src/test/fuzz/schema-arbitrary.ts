import fc from "fast-check";

type Schema = Record<string, unknown>;

/** Inputs that have broken web stores: injection, traversal, odd numbers, odd Unicode, markup. */
const NASTY_STRINGS = [
  "",
  " ",
  "' OR 1=1 --",
  '" OR ""="',
  "1; DROP TABLE products",
  '"brake*" NEAR(',
  "AND OR NOT",
  "*",
  "%",
  "_",
  "\\",
  "../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "\u0000",
  "a\u0000b",
  "\u202e\u0645",
  "ǅ̸̢͎",
  "𝔅𝔯𝔞𝔨𝔢 𝔭𝔞𝔡",
  "ｂｒａｋｅ",
  "<script>alert(1)</script>",
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  "${7*7}",
  "-1",
  "0",
  "1e309",
  "-0",
  "NaN",
  "Infinity",
  "9007199254740993",
  "99999999999999999999999",
  "0x10",
  "1.5",
  "true",
  "null",
  "[]",
  "{}",
  "2026-02-30",
  "2026-11-23T25:61:00Z",
];

/** Any value a hostile client could put where this one goes. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 0.1, -0.000001),
);

/** Values some fields need to get past format checks, chosen by the field's name. */
function realisticFor(name: string): fc.Arbitrary<unknown> | undefined {
  if (/email/i.test(name)) return fc.oneof(fc.emailAddress(), fc.constantFrom("nimal@example.lk", "ADMIN@Example.LK"));
  if (/mobile/i.test(name)) return fc.constantFrom("077 123 4567", "+94 77 123 4567", "0112345678", "+44 20 7946 0958");
  if (/password/i.test(name)) return fc.string({ minLength: 8, maxLength: 40 });
  return undefined;
}

interface Options {
  /** Sometimes put a nasty value, drop a required key or add a stray one. */
  hostile: boolean;
  /** Resolves `$ref`s against the document. */
  resolve: (ref: string) => Schema;
}

const capped = (limit: unknown, cap: number) => (typeof limit === "number" ? Math.min(limit, cap) : cap);

function typeArbitrary(type: string, schema: Schema, options: Options, name: string): fc.Arbitrary<unknown> {
  const min = typeof schema.minimum === "number" ? schema.minimum : -1000;
  const max = typeof schema.maximum === "number" ? schema.maximum : 100_000;
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer": {
      // Small values hit the records a fuzzed store holds (the lowest allowed ones, for a range such as years).
      const low = Math.max(min, 0);
      return fc.oneof(fc.integer({ min: low, max: Math.min(max, low + 8) }), fc.integer({ min, max }));
    }
    case "number":
      return fc.oneof(
        fc.integer({ min: Math.max(min, 0), max: Math.min(max, 50_000) }),
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      );
    case "string":
      return stringArbitrary(schema, name);
    case "array": {
      const items = arbitraryFor((schema.items ?? {}) as Schema, options, name);
      const minLength = typeof schema.minItems === "number" ? schema.minItems : 0;
      return fc.array(items, { minLength, maxLength: Math.max(minLength, capped(schema.maxItems, 4)) });
    }
    case "object":
      return objectArbitrary(schema, options);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringArbitrary(schema: Schema, name: string): fc.Arbitrary<unknown> {
  if (schema.format === "integer") return fc.integer({ min: 0, max: 12 }).map(String);
  if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (typeof schema.pattern === "string") return fc.stringMatching(new RegExp(schema.pattern));
  const realistic = realisticFor(name);
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const plain = fc.string({ minLength, maxLength: Math.max(minLength, capped(schema.maxLength, 40)) });
  return realistic ? fc.oneof(realistic, plain) : plain;
}

function objectArbitrary(schema: Schema, options: Options): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value, options, key)])),
    { requiredKeys: options.hostile ? [] : required.filter((key) => key in properties) },
  );
  if (!options.hostile) return record;
  return fc
    .tuple(record, fc.option(fc.tuple(fc.string({ maxLength: 12 }), nastyValue), { freq: 4 }))
    .map(([value, stray]) => (stray ? { ...(value as object), [stray[0]]: stray[1] } : value));
}

/**
 * A fast-check arbitrary of values for a JSON schema as the store's OpenAPI document writes them (types, unions,
 * enums, bounds, patterns). With `hostile`, any value may be swapped for a nasty one and required keys may go missing.
 */
export function arbitraryFor(schema: Schema, options: Options, name = ""): fc.Arbitrary<unknown> {
  const own = ownArbitrary(schema, options, name);
  return options.hostile ? fc.oneof({ weight: 5, arbitrary: own }, { weight: 1, arbitrary: nastyValue }) : own;
}

function ownArbitrary(schema: Schema, options: Options, name: string): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === "string") return arbitraryFor(options.resolve(schema.$ref), options, name);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union)
    return fc.oneof(
      ...union.map((member) =>
        ownArbitrary({ ...schema, anyOf: undefined, oneOf: undefined, ...member }, options, name),
      ),
    );
  const types = ([] as string[]).concat((schema.type as string | string[] | undefined) ?? []);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => typeArbitrary(type, schema, options, name)));
}
