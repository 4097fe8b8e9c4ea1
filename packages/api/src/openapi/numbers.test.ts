import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { toJsonSchema } from './generate';
import { operations } from './operations';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (node: Node): unknown[] =>
  Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type];

const isNumber = (node: Node) =>
  typesOf(node).some((type) => type === 'number' || type === 'integer');
const isString = (node: Node) => typesOf(node).includes('string');

/**
 * Paths (in the wire schema) of numbers a server could not send as a numeric string: a number
 * is lenient when a string sits beside it, as `numeric` writes it (anyOf number | string).
 */
function strictNumbers(node: unknown, path: string): string[] {
  if (Array.isArray(node))
    return node.flatMap((child, index) => strictNumbers(child, `${path}[${index}]`));
  if (!isNode(node)) return [];
  if (isNumber(node) && !isString(node)) return [path];
  const choices = Array.isArray(node.anyOf) ? node.anyOf.filter(isNode) : [];
  const lenientChoice = choices.some(isNumber) && choices.some(isString);
  return Object.entries(node).flatMap(([key, child]) =>
    key === 'anyOf' && lenientChoice
      ? choices
          .filter((choice) => !isNumber(choice))
          .flatMap((choice) => strictNumbers(choice, path))
      : strictNumbers(child, key === 'properties' || key === 'items' ? path : `${path}.${key}`),
  );
}

describe('numbers the client reads', () => {
  it('accept numeric strings in every response (amounts, counts, percentages)', () => {
    const strict = operations.flatMap((operation) =>
      strictNumbers(toJsonSchema(operation.response), operation.id),
    );
    expect(strict).toEqual([]);
  });

  it('are found by this check when a schema reads a plain number', () => {
    expect(strictNumbers(toJsonSchema(z.object({ amount: z.number() })), 'probe')).toEqual([
      'probe.amount',
    ]);
  });
});
