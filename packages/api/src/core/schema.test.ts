import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  list,
  listResponse,
  numeric,
  onboardRoute,
  optionalNumeric,
  optionalStatus,
  status,
} from './schema';

describe('onboardRoute (routeToGetStarted on /me)', () => {
  it.each([
    ['a route string', '/dashboard/getStarted', true],
    ['a route with spaces around it', '  /dashboard/getStarted  ', true],
    ['true', true, true],
    ["'true'", 'true', true],
    ['false', false, false],
    ["'false'", 'false', false],
    ["'FALSE'", 'FALSE', false],
    ['an empty string', '', false],
    ['null', null, false],
    ['absent', undefined, false],
  ])('reads %s as set = %s', (_label, value, set) => {
    expect(onboardRoute.parse(value)).toBe(set);
  });

  it('rejects what is neither a route nor a boolean', () => {
    expect(onboardRoute.safeParse(1).success).toBe(false);
    expect(onboardRoute.safeParse({ path: '/dashboard/getStarted' }).success).toBe(false);
  });
});

describe('numeric (amounts, counts, percentages)', () => {
  it.each([
    [1200.5, 1200.5],
    ['1200.50', 1200.5],
    [' -12.5 ', -12.5],
    ['0', 0],
    [42, 42],
  ])('reads %j as %j', (value, number) => {
    expect(numeric.parse(value)).toBe(number);
  });

  it('rejects text that is not a number, so a screen never shows NaN', () => {
    for (const value of ['N/A', '1,200', '', '12%', null]) {
      expect(numeric.safeParse(value).success).toBe(false);
    }
  });

  it('optionalNumeric reads absent, null and empty as undefined', () => {
    for (const value of [undefined, null, '']) expect(optionalNumeric.parse(value)).toBeUndefined();
    expect(optionalNumeric.parse('7')).toBe(7);
  });
});

describe('listResponse (a list at the top of the body or under data)', () => {
  const row = z.object({ id: z.string() });
  const atTop = listResponse(z.object({ items: list(row), totalItems: optionalNumeric }));
  const underData = listResponse(
    z.object({ data: z.object({ items: list(row), totalItems: optionalNumeric }) }),
  );
  const plain = listResponse(z.object({ data: list(row) }));
  const rows = [{ id: 'a' }, { id: 'b' }];

  it('reads a top-level schema from the top or from data', () => {
    const expected = { items: rows, totalItems: 2 };
    expect(atTop.parse({ message: 'ok', items: rows, totalItems: '2' })).toEqual(expected);
    expect(atTop.parse({ message: 'ok', data: { items: rows, totalItems: 2 } })).toEqual(expected);
  });

  it('keeps the top when both places carry the list', () => {
    const body = { items: [{ id: 'top' }], totalItems: 1, data: { items: rows, totalItems: 2 } };
    expect(atTop.parse(body)).toEqual({ items: [{ id: 'top' }], totalItems: 1 });
  });

  it('reads a data schema from data or from the top', () => {
    const expected = { data: { items: rows, totalItems: 2 } };
    expect(underData.parse({ data: { items: rows, totalItems: 2 } })).toEqual(expected);
    expect(underData.parse({ message: 'ok', items: rows, totalItems: 2 })).toEqual(expected);
  });

  it('reads a plain list from data or as the bare body', () => {
    expect(plain.parse({ message: 'ok', data: rows })).toEqual({ data: rows });
    expect(plain.parse(rows)).toEqual({ data: rows });
  });

  it('reads an empty account (null or absent list) as no rows', () => {
    expect(plain.parse({ message: 'ok', data: null })).toEqual({ data: [] });
    expect(plain.parse({ message: 'ok' })).toEqual({ data: [] });
    expect(atTop.parse({ message: 'ok', items: null })).toEqual({ items: [] });
  });

  it('still rejects a body with no list in either place', () => {
    expect(underData.safeParse({ message: 'ok' }).success).toBe(false);
    expect(underData.safeParse({ data: 'none' }).success).toBe(false);
  });
});

describe('status', () => {
  const orderLike = z.object({
    orderStatus: status(['Successful', 'Failed']),
    verificationStatus: optionalStatus(['Active']),
  });

  it('reads a status the spec lists', () => {
    expect(orderLike.parse({ orderStatus: 'Successful', verificationStatus: 'Active' })).toEqual({
      orderStatus: 'Successful',
      verificationStatus: 'Active',
    });
  });

  it('still reads a word the spec does not list, as the server sent it', () => {
    expect(orderLike.parse({ orderStatus: 'On-Hold', verificationStatus: null })).toEqual({
      orderStatus: 'On-Hold',
      verificationStatus: undefined,
    });
  });

  it('rejects a status that is not text', () => {
    expect(orderLike.safeParse({ orderStatus: 3 }).success).toBe(false);
  });
});
