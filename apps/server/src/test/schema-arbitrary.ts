import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document of our zod contracts uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
}

/**
 * Texts that pass a plain string schema and are known to trouble what lies behind it: a cast in SQL
 * (an id, a uuid, a date), markup, a LIKE pattern, characters outside the Basic Multilingual Plane.
 */
const trickyTexts = [
  '', ' ', 'x', '-1', '0', '1e9', '99999999999', '2147483648', 'not-a-uuid', '00000000-0000-4000-8000-000000000000', '2026-02-30', '2026-13-01T25:61:00Z',
  'not-an-email', "'; select 1; --", '%_\\', '<img src="https://tracker.example.com/p.png">', '<script>alert(1)</script>', '𠀀𠀁', '\u202e', 'null', '[]', '{}',
  'NaN', 'true', '../../etc/passwd', '中文',
];

const dateTimes = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true });

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 10_000;
  const fits = (v: string) => v.length >= min && v.length <= max;
  // Never a filter that may reject everything (fast-check would retry forever): an unfit value becomes a fit one.
  const fitted = (v: string) => (fits(v) ? v : 'x'.repeat(Math.min(Math.max(min, 1), max)));
  switch (s.format) {
    case 'uuid': return fc.uuid();
    case 'date-time': return dateTimes.map((d) => d.toISOString());
    case 'date': return dateTimes.map((d) => d.toISOString().slice(0, 10));
    case 'time': return fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    case 'email': return fc.emailAddress().map(fitted);
    case 'uri': return fc.webUrl().map(fitted);
    default: break;
  }
  const pattern = s.pattern ? fc.stringMatching(new RegExp(s.pattern), { size: 'xsmall' }).map(fitted) : undefined;
  const free = fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 30), unit: 'grapheme' }) },
    { weight: 2, arbitrary: fc.constantFrom(...trickyTexts).map(fitted) },
    // The longest text the schema takes, to meet any column shorter than the contract.
    { weight: 1, arbitrary: fc.constant('字'.repeat(Math.max(min, Math.min(max, 100_000)))) },
  );
  // A pattern is mostly honoured (to get past the schema to the rules behind it), sometimes not (the refusal).
  return pattern ? fc.oneof({ weight: 4, arbitrary: pattern }, { weight: 1, arbitrary: free }) : free;
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exMin = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const exMax = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined;
  const min = Math.max(s.minimum ?? exMin ?? -Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(s.maximum ?? exMax ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  const inRange = (n: number) => n >= min && n <= max && (exMin === undefined || n > exMin) && (exMax === undefined || n < exMax);
  const edges = [min, max, 0, 1, -1, 2, 2 ** 31 - 1, 2 ** 31, 1e15].filter(inRange);
  const lo = Math.max(min, -(2 ** 31));
  const hi = Math.min(max, 2 ** 31);
  const any = integer ? fc.integer({ min: Math.ceil(Math.min(lo, hi)), max: Math.floor(Math.max(lo, hi)) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // Small positive values hit real records (ids 1…60), where the range has them.
  const small = Math.max(min, 1) <= Math.min(max, 60) ? [fc.integer({ min: Math.ceil(Math.max(min, 1)), max: Math.floor(Math.min(max, 60)) })] : [];
  const fallback = edges[0] ?? min;
  return fc.oneof(any.map((n) => (inRange(n) ? n : fallback)), ...(edges.length ? [fc.constantFrom(...edges)] : []), ...small);
}

/**
 * Values that fit a JSON schema (types, bounds, enums, formats, mostly its patterns): what passes the
 * boundary and reaches the rules and the database behind it, where a 500 would hide.
 */
export function arbitraryOf(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  const nullable = (a: fc.Arbitrary<unknown>) => (s.nullable ? fc.option(a, { nil: null, freq: 6 }) : a);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return nullable(fc.constantFrom(...s.enum));
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return nullable(fc.oneof(...alternatives.map((a) => arbitraryOf(a, depth + 1))));
  if (s.allOf?.length) return arbitraryOf(s.allOf[0], depth + 1);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...s, type }, depth)));
  switch (types[0]) {
    case 'string': return nullable(stringArbitrary(s));
    case 'integer': return nullable(numberArbitrary(s, true));
    case 'number': return nullable(numberArbitrary(s, false));
    case 'boolean': return nullable(fc.boolean());
    case 'null': return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      return nullable(fc.array(arbitraryOf(s.items, depth + 1), { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, 3)) }));
    }
    case 'object': {
      const props = s.properties ?? {};
      if (!Object.keys(props).length && typeof s.additionalProperties === 'object') {
        return nullable(fc.dictionary(fc.string({ maxLength: 8 }), arbitraryOf(s.additionalProperties, depth + 1), { maxKeys: 3 }));
      }
      const record = fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, arbitraryOf(v, depth + 1)])), {
        requiredKeys: (s.required ?? []).filter((k) => k in props),
      });
      return nullable(record);
    }
    default: return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values no schema of ours takes in place of a field: wrong types, out-of-range numbers, deep garbage. */
export const garbageValues: unknown[] = [
  null, true, -1, 0, 2 ** 31, 1e308, -1e308, 0.5, 'x'.repeat(200_000), '2026-02-30', '9999-99-99T99:99:99Z', 'not-a-uuid', [], [[[[[]]]]], {},
  { a: { b: { c: { d: [1, 'x', null] } } } }, [1, 'two', { three: 3 }], JSON.parse('{"__proto__": {"polluted": true}}'), { constructor: { prototype: { polluted: true } } },
];
