import { randomBytes, randomUUID } from 'node:crypto';

/** Test helper: hostile request shapes built from a route's OpenAPI description. */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** Fastify form: /api/v1/x/:id */
  url: string;
  parameters: OpenApiParameter[];
  body: JsonSchema | null;
}

export interface Shape {
  name: string;
  /** Path parameters, querystring and body of the request; `raw` bodies come with their content type. */
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  json?: unknown;
  raw?: { payload: Buffer | string; contentType: string };
}

const NUL = 'nul\u0000byte';
const HUGE = 1e308;

/** A plausible value for a schema: the shape a client would send, before it is mutated. */
export function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'fuzz';
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (first) return sample(first, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return `fuzz-${randomBytes(3).toString('hex')}@example.test`;
      if (schema.format === 'date') return '2026-06-01';
      if (schema.format === 'date-time') return '2026-06-01T10:00:00.000Z';
      if (schema.format === 'uri') return 'https://example.test/x';
      return 'fuzz';
    case 'number':
    case 'integer':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'object':
    default: {
      if (!schema.properties) return type === 'object' ? {} : 'fuzz';
      return Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, sample(v, depth + 1)]));
    }
  }
}

/** Replaces every leaf (string, number, boolean) through `leaf`. */
export function mapLeaves(value: unknown, leaf: (v: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, leaf));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, leaf)]));
  return leaf(value);
}

const nulLeaf = (v: unknown) => (typeof v === 'string' ? NUL : v);
const hugeLeaf = (v: unknown) => (typeof v === 'number' ? HUGE : v);
const wrongLeaf = (v: unknown) =>
  typeof v === 'string' ? 12345 : typeof v === 'number' ? 'not a number' : typeof v === 'boolean' ? 'yes' : v;

/** `{"a":{"a":…}}` nested `levels` deep, as text (a value no JSON serializer would produce). */
export function deepJson(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** A multipart body whose file part stops in the middle, with no closing boundary. */
export function truncatedMultipart(field: string): { payload: Buffer; contentType: string } {
  const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="amount"\r\n\r\n25\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Every hostile shape for one operation. */
export function shapesFor(op: Operation): Shape[] {
  const query = op.parameters.filter((p) => p.in === 'query');
  const path = op.parameters.filter((p) => p.in === 'path');
  const validQuery = Object.fromEntries(query.map((p) => [p.name, String(sample(p.schema))]));
  const validParams = Object.fromEntries(path.map((p) => [p.name, String(sample(p.schema))]));
  const allQuery = (value: string) => Object.fromEntries(query.map((p) => [p.name, value]));
  const shapes: Shape[] = [
    // NUL in the querystring: every declared parameter, and the common free-text names.
    { name: 'nul-query', params: validParams, query: { ...allQuery(NUL), search: NUL, q: NUL } },
    // NUL in path parameters (decoded by the router before validation).
    { name: 'nul-params', params: Object.fromEntries(path.map((p) => [p.name, NUL])), query: validQuery },
    {
      name: 'huge-query',
      params: validParams,
      query: { ...allQuery('1e308'), page: '99999999999999999999999' },
    },
    {
      name: 'array-query',
      params: validParams,
      query: Object.fromEntries(query.map((p) => [p.name, ['1', 'x']])),
    },
    { name: 'negative-query', params: validParams, query: allQuery('-1') },
  ];
  if (op.method === 'GET' || op.method === 'HEAD') return shapes;
  const body = op.body ? sample(op.body) : { search: 'fuzz', name: 'fuzz', amount: 1 };
  const field = op.url.includes('deposit') ? 'receipt' : 'image';
  shapes.push(
    { name: 'nul-body', params: validParams, query: validQuery, json: mapLeaves(body, nulLeaf) },
    { name: 'nul-keys', params: validParams, query: validQuery, json: { ...(body as object), [NUL]: 1 } },
    { name: 'huge-numbers', params: validParams, query: validQuery, json: mapLeaves(body, hugeLeaf) },
    { name: 'wrong-types', params: validParams, query: validQuery, json: mapLeaves(body, wrongLeaf) },
    { name: 'array-body', params: validParams, query: validQuery, json: [body] },
    { name: 'string-body', params: validParams, query: validQuery, json: 'fuzz' },
    {
      name: 'null-body',
      params: validParams,
      query: validQuery,
      raw: { payload: 'null', contentType: 'application/json' },
    },
    {
      name: 'empty-json',
      params: validParams,
      query: validQuery,
      raw: { payload: '', contentType: 'application/json' },
    },
    {
      name: 'broken-json',
      params: validParams,
      query: validQuery,
      raw: { payload: '{"a":', contentType: 'application/json' },
    },
    {
      name: 'deep-json',
      params: validParams,
      query: validQuery,
      raw: { payload: deepJson(5000), contentType: 'application/json' },
    },
    { name: 'truncated-multipart', params: validParams, query: validQuery, raw: truncatedMultipart(field) },
    {
      name: 'multipart-no-boundary',
      params: validParams,
      query: validQuery,
      raw: { payload: 'x', contentType: 'multipart/form-data' },
    },
  );
  return shapes;
}

/** The URL of a shape: path parameters filled in and encoded, the querystring appended. */
export function urlOf(op: Operation, shape: Shape): string {
  const path = op.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(shape.params?.[name] ?? randomUUID()),
  );
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(shape.query ?? {}))
    for (const value of [v].flat()) search.append(k, value);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
