import * as z from 'zod/mini';
import type { Operation } from '../core/operation';
import { operations as registry } from './operations';
import { folderOf } from './folders';
import { summaryOf } from './summaries';

const CALLS_START = '<!-- calls:start (generated from src/<domain>/operations.ts) -->';
const CALLS_END = '<!-- calls:end -->';

/** The top-level field names of an object schema, in declaration order. */
function fieldsOf(schema: z.core.$ZodType | undefined): string[] {
  return schema instanceof z.core.$ZodObject ? Object.keys(schema._zod.def.shape) : [];
}

function payloadOf(operation: Operation): string | undefined {
  if (operation.multipart) return `multipart \`${fieldsOf(operation.multipart).join(', ')}\``;
  if (!operation.body) return undefined;
  const fields = fieldsOf(operation.body);
  if (fields.length) return `\`{${fields.join(', ')}}\``;
  return operation.body instanceof z.core.$ZodArray ? 'a JSON array' : 'a JSON body';
}

function lineOf(operation: Operation): string {
  const query = fieldsOf(operation.query);
  const facts = [
    query.length ? `query \`${query.join(', ')}\`` : undefined,
    payloadOf(operation),
    operation.public ? 'no bearer token' : undefined,
    operation.fallbackMessage ? `fallback '${operation.fallbackMessage}'` : undefined,
  ].filter(Boolean);
  const client = operation.client === operation.id ? '' : ` (in \`${operation.client}\`)`;
  const sent = facts.length ? ` Sends ${facts.join('; ')}.` : '';
  return `- \`${operation.id}\`${client}: \`${operation.method} ${operation.path}\`. ${summaryOf(operation)}${sent}`;
}

/** The call list of CONTRACT.md: every operation of the table, by domain, in registry order. */
export function renderContractCalls(operations: readonly Operation[] = registry): string {
  const domains = [...new Set(operations.map((operation) => operation.domain))];
  const distinct = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
  return [
    ...domains.flatMap((domain) => [
      `### \`src/${folderOf(domain)}/operations.ts\``,
      '',
      ...operations.filter((operation) => operation.domain === domain).map(lineOf),
      '',
    ]),
    `In all, **${operations.length} calls** in the operation table, which \`openapi.json\` documents as`,
    `**${distinct.size} operations** (one per distinct method and path).`,
  ].join('\n');
}

/** CONTRACT.md with its call list (between the markers) replaced by the generated one. */
export function withContractCalls(contract: string, operations?: readonly Operation[]): string {
  const start = contract.indexOf(CALLS_START);
  const end = contract.indexOf(CALLS_END);
  if (start === -1 || end < start) throw new Error('CONTRACT.md has no call list markers');
  return `${contract.slice(0, start + CALLS_START.length)}\n\n${renderContractCalls(operations)}\n\n${contract.slice(end)}`;
}
