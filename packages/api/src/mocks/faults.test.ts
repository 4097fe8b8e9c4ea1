import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/errors';
import { fetchOrders } from '../transactions/orders/client';
import { fetchRefunds } from '../refunds/client';
import { TEST_API_ROOT, signInForTests, startSandboxServer } from './testing';
import { shiftDateTime, shiftDateTimes } from './clockShift';
import { sandboxNow } from './db';
import { freshTimestamp } from './factories/orders';
import {
  parseFaults,
  formatFaults,
  findClock,
  findFault,
  FAULT_MODES,
  type FaultMode,
} from './faultRules';
import { clearFaults, readFaults, setFaults, withoutFields, withWrongTypes } from './faults';

startSandboxServer();

const ORDERS = '/subsidiary/dashboard/fetch/orders';
const BALANCES = '/subsidiary/dashboard/get/wallet/balance';
const REFUND = '/subsidiary/dashboard/refund';
const DAY_MS = 86_400_000;

/** A raw call to the Node sandbox, as the client would send it, with the test session. */
async function call(path: string, init: RequestInit = {}) {
  const token = signInForTests();
  return fetch(`${TEST_API_ROOT}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

describe('the sandbox offline', () => {
  it('answers no call while the browser says it is offline', async () => {
    signInForTests();
    vi.stubGlobal('navigator', { onLine: false });
    try {
      await expect(fetchOrders({})).rejects.toMatchObject({ kind: 'network' });
    } finally {
      vi.unstubAllGlobals();
    }
    await expect(fetchOrders({})).resolves.toBeDefined();
  });
});

describe('fault rules', () => {
  it('read and write the text form used in URLs and localStorage', () => {
    const text = `500:${ORDERS},slow=1500:POST:${REFUND},network`;
    const rules = parseFaults(text);
    expect(rules).toEqual([
      { mode: '500', path: ORDERS },
      { mode: 'slow', method: 'POST', path: REFUND, delayMs: 1500 },
      { mode: 'network' },
    ]);
    expect(formatFaults(rules)).toBe(text);
    expect(parseFaults('none')).toEqual([]);
    expect(parseFaults('')).toEqual([]);
  });

  it('read and write a clock offset in days, hours or minutes, alone or for one call', () => {
    const text = `clock:-16d,clock:-1h:GET:${ORDERS},clock:+30m,clock:-90m:${REFUND}`;
    const rules = parseFaults(text);
    expect(rules).toEqual([
      { mode: 'clock', shiftMs: -16 * DAY_MS },
      { mode: 'clock', shiftMs: -3_600_000, method: 'GET', path: ORDERS },
      { mode: 'clock', shiftMs: 1_800_000 },
      { mode: 'clock', shiftMs: -5_400_000, path: REFUND },
    ]);
    expect(formatFaults(rules)).toBe(text);
    // In a URL's query a '+' arrives as a space: an offset without a sign is ahead.
    expect(parseFaults('clock: 30m')).toEqual([{ mode: 'clock', shiftMs: 1_800_000 }]);
    expect(formatFaults(parseFaults('clock:-48h'))).toBe('clock:-2d');
  });

  it('reject a clock without an offset, or in another unit', () => {
    expect(() => parseFaults('clock')).toThrow("'clock' takes an offset");
    expect(() => parseFaults(`clock:${ORDERS}`)).toThrow("'clock' takes an offset");
    expect(() => parseFaults('clock:-2w')).toThrow("'clock' takes an offset");
  });

  it('find the failure and the clock of a call apart, whatever their order', () => {
    const call = { method: 'POST', pathname: '/subsidiary/payout/initiate' };
    for (const text of [
      'clock:-16d,drop:POST:/subsidiary/payout/initiate',
      'drop:POST:/subsidiary/payout/initiate,clock:-16d',
    ]) {
      const rules = parseFaults(text);
      expect(findFault(rules, call)?.mode, text).toBe('drop');
      expect(findClock(rules, call)?.shiftMs, text).toBe(-16 * DAY_MS);
    }
    const clockOnly = parseFaults('clock:-1h');
    expect(findFault(clockOnly, call)).toBeUndefined();
    expect(findClock(clockOnly, call)?.shiftMs).toBe(-3_600_000);
  });

  it('reject an unknown mode and a delay on a mode other than slow', () => {
    expect(() => parseFaults('501:/x')).toThrow("Unknown sandbox fault '501'");
    expect(() => parseFaults('500=10:/x')).toThrow("Only 'slow' takes a delay");
  });

  it('match the end of the path, by segment, with :param and * as any one segment', () => {
    const rules = parseFaults(
      '500:/subsidiary/beneficiary/delete/:id,html:GET:/refund/*,network:/fetch/orders',
    );
    const match = (method: string, pathname: string) =>
      findFault(rules, { method, pathname })?.mode;
    expect(match('DELETE', '/subsidiary/beneficiary/delete/42')).toBe('500');
    expect(match('DELETE', '/subsidiary/beneficiary/delete/42/more')).toBeUndefined();
    expect(match('GET', '/subsidiary/dashboard/refund/all')).toBe('html');
    expect(match('POST', '/subsidiary/dashboard/refund/all')).toBeUndefined();
    expect(match('GET', ORDERS)).toBe('network');
    expect(match('GET', '/subsidiary/dashboard/prefetch/orders')).toBeUndefined();
  });
});

describe('faults against the Node sandbox', () => {
  it('fail only the selected call; the others answer', async () => {
    setFaults(`500:${ORDERS}`);
    const orders = await call(ORDERS);
    expect(orders.status).toBe(500);
    expect(await json(orders)).toEqual({
      status: false,
      title: 'Internal Server Error',
      message: 'Service temporarily unavailable',
    });
    const balances = await call(BALANCES);
    expect(balances.status).toBe(200);
    expect((await json(balances)).status).toBe(true);
  });

  it('without a path, fail every call', async () => {
    setFaults('session-expired');
    for (const path of [ORDERS, BALANCES]) {
      const response = await call(path);
      expect(response.status).toBe(401);
      expect(await json(response)).toMatchObject({ message: 'Please login again' });
    }
  });

  it('select by method: a GET of the same path still answers', async () => {
    setFaults(`500-empty:POST:${REFUND}`);
    const refund = await call(REFUND, { method: 'POST', body: '[]' });
    expect(refund.status).toBe(500);
    expect(await refund.text()).toBe('');
    expect((await call(ORDERS)).status).toBe(200);
  });

  it("'500-title' sends a title and no message", async () => {
    setFaults(`500-title:${ORDERS}`);
    const response = await call(ORDERS);
    expect(response.status).toBe(500);
    expect(await json(response)).toEqual({ status: false, title: 'Internal Server Error' });
  });

  it("'network' gives no response at all", async () => {
    setFaults(`network:${ORDERS}`);
    await expect(call(ORDERS)).rejects.toThrow(TypeError);
  });

  it("'html' answers 200 with an HTML page", async () => {
    setFaults(`html:${ORDERS}`);
    const response = await call(ORDERS);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(await response.text()).toMatch(/^<!doctype html>/);
  });

  it("'wrong-types' keeps the real answer's keys with every value of another type", async () => {
    const real = await json(await call(ORDERS));
    setFaults(`wrong-types:${ORDERS}`);
    const broken = await json(await call(ORDERS));
    expect(broken).toEqual(withWrongTypes(real));
    expect(Object.keys(broken)).toEqual(Object.keys(real));
    expect(typeof broken.message).toBe('number');
    expect(broken.status).toBe('yes');
  });

  it("'missing-fields' keeps the lists and records, without a field in them", async () => {
    const real = (await json(await call(ORDERS))) as { data: { items: unknown[] } };
    setFaults(`missing-fields:${ORDERS}`);
    expect(await json(await call(ORDERS))).toEqual({
      status: true,
      data: { items: real.data.items.map(() => ({})), page: {} },
    });
  });

  it("'slow' answers the real body after the delay", async () => {
    setFaults(`slow=300:${ORDERS}`);
    const started = Date.now();
    const response = await call(ORDERS);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(response.status).toBe(200);
    expect((await json(response)).message).toBe('Orders retrieved successfully');
  });

  describe("'clock'", () => {
    type Orders = { message: string; data: { items: { dateCreated: string }[] } };
    const orders = async () => (await json(await call(ORDERS))) as unknown as Orders;

    it('shifts every date-time of the answer, keeping the rows, their order and the rest', async () => {
      const real = await orders();
      setFaults('clock:-16d');
      const shifted = await orders();
      expect(shifted).toEqual(shiftDateTimes(real, -16 * DAY_MS));
      expect(shifted.data.items).toHaveLength(real.data.items.length);
      for (const [index, row] of shifted.data.items.entries()) {
        const before = real.data.items[index]?.dateCreated ?? '';
        expect(Date.parse(row.dateCreated)).toBe(Date.parse(before) - 16 * DAY_MS);
      }
      expect(shifted.message).toBe(real.message);
    });

    it('shifts the answer a slow call gives, after its delay', async () => {
      const real = await orders();
      setFaults(`clock:-1h,slow=300:${ORDERS}`);
      const started = Date.now();
      const shifted = await orders();
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(shifted).toEqual(shiftDateTimes(real, -3_600_000));
      expect(shifted).not.toEqual(real);
    });

    it('leaves an error answer as it is', async () => {
      setFaults(`500:${ORDERS},clock:-16d`);
      const response = await call(ORDERS);
      expect(response.status).toBe(500);
      expect(await json(response)).toEqual({
        status: false,
        title: 'Internal Server Error',
        message: 'Service temporarily unavailable',
      });
    });
  });

  describe('on a money call', () => {
    /** Refunds NGN 1 of the newest successful transaction with the raw call. */
    async function refundOne() {
      signInForTests();
      const orders = await fetchOrders({});
      const order = orders.items.find((row) => row.orderStatus === 'Successful');
      return call(REFUND, {
        method: 'POST',
        body: JSON.stringify([
          { transactionReference: order?.paymentReference, amount: 1, reason: 'x' },
        ]),
      });
    }
    const refundCount = async () => {
      signInForTests();
      return (await fetchRefunds({ limit: 1 })).total;
    };

    it("'drop' carries the call out, then gives no response", async () => {
      const before = await refundCount();
      setFaults(`drop:POST:${REFUND}`);
      await expect(refundOne()).rejects.toThrow(TypeError);
      clearFaults();
      expect(await refundCount()).toBe(before + 1);
    });

    it("'gateway-timeout' carries the call out, then answers 504 with a message", async () => {
      const before = await refundCount();
      setFaults(`gateway-timeout:POST:${REFUND}`);
      const response = await refundOne();
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({ message: 'Endpoint request timed out' });
      clearFaults();
      expect(await refundCount()).toBe(before + 1);
    });

    it("'twice' carries the call out twice and answers the second", async () => {
      const before = await refundCount();
      setFaults(`twice:POST:${REFUND}`);
      const response = await refundOne();
      expect(response.status).toBe(200);
      clearFaults();
      expect(await refundCount()).toBe(before + 2);
    });

    it("'drop' under a clock still carries the call out and gives no response", async () => {
      const before = await refundCount();
      setFaults(`clock:-16d,drop:POST:${REFUND}`);
      await expect(refundOne()).rejects.toThrow(TypeError);
      clearFaults();
      expect(await refundCount()).toBe(before + 1);
    });

    it("'twice' under a clock records twice, and the list shows both at the shifted time", async () => {
      const before = await refundCount();
      setFaults(`clock:-16d,twice:POST:${REFUND}`);
      const started = Date.now();
      expect((await refundOne()).status).toBe(200);
      signInForTests();
      const refunds = await fetchRefunds({ limit: 2 });
      expect(refunds.total).toBe(before + 2);
      // A new record is stamped no earlier than just after the seed's day (freshTimestamp), so
      // before 09:01 UTC it is later than the device's now.
      const latest = Date.parse(freshTimestamp(sandboxNow())) - 16 * DAY_MS;
      for (const row of refunds.items) {
        const at = Date.parse(row.dateCreated ?? '');
        expect(at).toBeGreaterThanOrEqual(started - 16 * DAY_MS - 1000);
        expect(at).toBeLessThanOrEqual(latest);
      }
    });
  });

  it('take effect from the next call, and clearing them restores the sandbox', async () => {
    setFaults(`500:${ORDERS}`);
    expect((await call(ORDERS)).status).toBe(500);
    clearFaults();
    expect(readFaults()).toEqual([]);
    expect((await call(ORDERS)).status).toBe(200);
  });

  it('every mode has an answer, and no mode is left out of this table', async () => {
    const expected: Record<FaultMode, number | 'no response'> = {
      '500': 500,
      '500-title': 500,
      '500-empty': 500,
      network: 'no response',
      'wrong-types': 200,
      'missing-fields': 200,
      html: 200,
      slow: 200,
      'session-expired': 401,
      drop: 'no response',
      'gateway-timeout': 504,
      twice: 200,
      clock: 200,
    };
    expect(Object.keys(expected)).toEqual([...FAULT_MODES]);
    for (const mode of FAULT_MODES) {
      setFaults([{ mode, path: BALANCES, delayMs: mode === 'slow' ? 0 : undefined }]);
      const outcome = await call(BALANCES).then(
        (response) => response.status,
        () => 'no response',
      );
      expect(outcome, mode).toBe(expected[mode]);
    }
  });
});

describe('the client under each malformed answer', () => {
  it.each(['wrong-types', 'missing-fields', 'html'] as const)(
    "'%s' is an invalid response, not a crash",
    async (mode) => {
      signInForTests();
      setFaults([{ mode, path: ORDERS }]);
      const caught: unknown = await fetchOrders({}).catch((error: unknown) => error);
      expect(caught).toBeInstanceOf(ApiError);
      expect((caught as ApiError).kind).toBe('invalid-response');
    },
  );
});

describe('withoutFields', () => {
  it('drops every value but keeps lists, rows, records and the top status', () => {
    expect(
      withoutFields({ status: true, message: 'ok', data: { items: [{ id: 1, tags: ['a'] }] } }),
    ).toEqual({ status: true, data: { items: [{ tags: [undefined] }] } });
  });
});

describe('withWrongTypes', () => {
  it('turns strings into numbers, numbers into strings, lists stay lists, empty ones objects', () => {
    expect(
      withWrongTypes({ a: 'abc', b: 2, c: true, d: null, e: [1, 'x'], f: [], g: { h: 'y' } }),
    ).toEqual({ a: 3, b: '2', c: 'yes', d: false, e: ['1', 1], f: {}, g: { h: 1 } });
  });
});

describe('shiftDateTime', () => {
  it('moves ISO date-times by the offset, each in its own format', () => {
    const back = -16 * DAY_MS;
    expect(shiftDateTime('2026-11-20T09:30:00.000Z', back)).toBe('2026-11-04T09:30:00.000Z');
    expect(shiftDateTime('2026-11-20T09:30:00Z', back)).toBe('2026-11-04T09:30:00Z');
    expect(shiftDateTime('2026-11-20T09:30:15+01:00', back)).toBe('2026-11-04T09:30:15+01:00');
    expect(shiftDateTime('2026-11-20T09:30:15.123456', back)).toBe('2026-11-04T09:30:15.123456');
    expect(shiftDateTime('2026-11-20 09:30:00', back)).toBe('2026-11-04 09:30:00');
    expect(shiftDateTime('2026-03-01T00:20+0100', -3_600_000)).toBe('2026-02-28T23:20+0100');
    expect(shiftDateTime('2026-12-31T23:45:00Z', 1_800_000)).toBe('2027-01-01T00:15:00Z');
  });

  it('leaves dates, impossible dates and other strings as they are', () => {
    for (const text of ['2026-11-20', '2026-02-30T10:00:00Z', 'BATCH-2026-11-20T09:30', 'ok', ''])
      expect(shiftDateTime(text, -DAY_MS), text).toBe(text);
  });

  it('shifts a nested answer, keeping keys, numbers and the rest', () => {
    expect(
      shiftDateTimes(
        {
          status: true,
          message: 'Payouts retrieved',
          data: {
            items: [
              { dateInitiated: '2026-11-20T09:30:00.000Z', amount: 5, dueDate: '2026-12-01' },
              {
                dateInitiated: '2026-11-19T23:59:59Z',
                dateSettled: null,
                tags: ['2026-11-19T08:00Z'],
              },
            ],
            page: { total: 2 },
          },
        },
        -3_600_000,
      ),
    ).toEqual({
      status: true,
      message: 'Payouts retrieved',
      data: {
        items: [
          { dateInitiated: '2026-11-20T08:30:00.000Z', amount: 5, dueDate: '2026-12-01' },
          { dateInitiated: '2026-11-19T22:59:59Z', dateSettled: null, tags: ['2026-11-19T07:00Z'] },
        ],
        page: { total: 2 },
      },
    });
  });
});
