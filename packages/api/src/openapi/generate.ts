import * as z from 'zod/mini';
import { DEFAULT_DEVELOPMENT_ROOT, DEFAULT_PRODUCTION_ROOT } from '../core/config';
import type { HttpMethod } from '../core/http';
import { messageResponse } from '../core/schema';
import type { Operation } from '../core/operation';
import { operations as registry } from './operations';
import { folderOf } from './folders';
import { summaryOf } from './summaries';

type JsonSchema = z.core.JSONSchema.BaseSchema;

/**
 * The contract's version, not the package's: a package release must not make the committed
 * document stale. Raise it when a call changes in a way a server author must hear about.
 */
const CONTRACT_VERSION = '1.0.0';

/** Schemas shared by many calls, written once under components.schemas. */
const SHARED_SCHEMAS = new Map<z.core.$ZodType, string>([[messageResponse, 'MessageResponse']]);

const METHOD_ORDER: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every schema is converted in `io: 'input'` mode: the document describes the wire, i.e. what
 * the server may send (what the client's schema accepts before its transforms run) and what the
 * client sends. Output mode cannot render the transforms (`optionalText`, `numeric`, `id`,
 * `withAliases`...) and would describe the parsed value, which never travels.
 * `unrepresentable: 'any'` turns anything else zod cannot express into `{}`; file parts
 * (`z.instanceof(Blob)`) are written as binary strings.
 */
export function toJsonSchema(schema: z.core.$ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type !== 'custom') return;
      jsonSchema.type = 'string';
      jsonSchema.format = 'binary';
      jsonSchema.contentMediaType = 'application/octet-stream';
    },
  });
  // The document's dialect (OpenAPI 3.1: JSON Schema 2020-12) applies to every schema in it.
  delete json.$schema;
  return json;
}

/** A reference for a shared schema, else the schema itself. */
function schemaOf(schema: z.core.$ZodType): JsonSchema {
  const shared = SHARED_SCHEMAS.get(schema);
  return shared ? { $ref: `#/components/schemas/${shared}` } : toJsonSchema(schema);
}

/** One schema, or `anyOf` the distinct ones when several calls share a method and path. */
function oneOrAny(schemas: readonly JsonSchema[]): JsonSchema {
  const distinct = [...new Map(schemas.map((schema) => [JSON.stringify(schema), schema])).values()];
  return distinct.length === 1 && distinct[0] ? distinct[0] : { anyOf: distinct };
}

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParameters(calls: readonly Operation[]) {
  const seen = new Map<string, { schema: JsonSchema; required: boolean; senders: string[] }>();
  for (const call of calls) {
    if (!call.query) continue;
    const json = toJsonSchema(call.query);
    const required = new Set(json.required ?? []);
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const entry = seen.get(name);
      if (entry) entry.senders.push(call.id);
      else
        seen.set(name, {
          schema: typeof property === 'boolean' ? {} : property,
          required: required.has(name),
          senders: [call.id],
        });
    }
  }
  return [...seen].map(([name, { schema, required, senders }]) => {
    const { description, ...rest } = schema;
    const only = calls.length > 1 && senders.length < calls.length;
    const note = only ? `Sent by ${senders.join(', ')} only.` : undefined;
    return {
      name,
      in: 'query',
      required,
      description: [description, note].filter(Boolean).join(' ') || undefined,
      schema: rest,
    };
  });
}

function requestBody(calls: readonly Operation[]) {
  const json = calls.flatMap((call) => (call.body ? [toJsonSchema(call.body)] : []));
  const multipart = calls.flatMap((call) => (call.multipart ? [toJsonSchema(call.multipart)] : []));
  if (!json.length && !multipart.length) return undefined;
  return {
    required: calls.every((call) => call.body ?? call.multipart),
    content: {
      ...(json.length ? { 'application/json': { schema: oneOrAny(json) } } : {}),
      ...(multipart.length ? { 'multipart/form-data': { schema: oneOrAny(multipart) } } : {}),
    },
  };
}

/** One OpenAPI operation for the registry entries that share a method and path. */
function openApiOperation(calls: readonly Operation[]) {
  const [first] = calls;
  if (!first) throw new Error('An operation needs at least one call');
  const parameters = [...pathParameters(first.path), ...queryParameters(calls)];
  const body = requestBody(calls);
  return {
    operationId: first.id,
    summary: summaryOf(first),
    description:
      calls.length > 1
        ? [
            'Made by several client calls:',
            ...calls.map((call) => `- ${call.id}: ${summaryOf(call)}`),
          ].join('\n')
        : undefined,
    tags: [...new Set(calls.map((call) => call.domain))],
    'x-client-functions': [...new Set(calls.map((call) => call.client))],
    security: first.public ? [] : undefined,
    parameters: parameters.length ? parameters : undefined,
    requestBody: body,
    responses: {
      '200': {
        description: 'Success. The body as the client reads it (unknown fields are ignored).',
        content: {
          'application/json': {
            schema: oneOrAny(calls.map((call) => schemaOf(call.response))),
          },
        },
      },
      default: { $ref: '#/components/responses/Failure' },
    },
  };
}

function groupByPath(operations: readonly Operation[]) {
  const byPath = new Map<string, Map<HttpMethod, Operation[]>>();
  for (const operation of operations) {
    const methods = byPath.get(operation.path) ?? new Map<HttpMethod, Operation[]>();
    methods.set(operation.method, [...(methods.get(operation.method) ?? []), operation]);
    byPath.set(operation.path, methods);
  }
  return byPath;
}

/** The OpenAPI 3.1 document of every call in the registry, paths sorted. */
export function buildOpenApiDocument(operations: readonly Operation[] = registry) {
  const byPath = groupByPath(operations);
  const paths = Object.fromEntries(
    [...byPath.keys()].sort().map((path) => {
      const methods = byPath.get(path) ?? new Map<HttpMethod, Operation[]>();
      const entries = METHOD_ORDER.flatMap((method) => {
        const calls = methods.get(method);
        return calls ? [[method.toLowerCase(), openApiOperation(calls)] as const] : [];
      });
      return [path, Object.fromEntries(entries)];
    }),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Merchant API, as the merchant dashboard calls it',
      version: CONTRACT_VERSION,
      description:
        'Generated from packages/api/src/openapi/operations.ts; read packages/api/CONTRACT.md for the conventions and the choices made where the spec is silent.',
    },
    servers: [
      {
        url: DEFAULT_DEVELOPMENT_ROOT,
        description: 'Development: hosts containing the development domain, and localhost.',
      },
      { url: DEFAULT_PRODUCTION_ROOT, description: 'Production: every other host.' },
    ],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(operations.map((operation) => operation.domain))].map((name) => ({
      name,
      description: `Client: packages/api/src/${folderOf(name)}`,
    })),
    paths,
    components: {
      schemas: Object.fromEntries(
        [...SHARED_SCHEMAS].map(([schema, name]) => [name, toJsonSchema(schema)]),
      ),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access token held in session storage, sent on every call when held.',
        },
      },
      responses: {
        Failure: {
          description:
            "Any failure. The dashboard shows `message`, else `title`, else the call's fallback, else 'Unexpected Error!'. The message 'Please login again' ends the session.",
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { message: { type: 'string' }, title: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
}

/** The committed form of the document: two-space JSON with a final newline. */
export function renderOpenApiDocument(operations: readonly Operation[] = registry): string {
  return `${JSON.stringify(buildOpenApiDocument(operations), null, 2)}\n`;
}
