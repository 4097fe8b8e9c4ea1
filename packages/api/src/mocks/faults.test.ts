import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/errors';
import { fetchOrders } from '../transactions/orders/client';
import { fetchRefunds } from '../refunds/client';
import { TEST_API_ROOT, signInForTests, startSandboxServer } from './testing';
import { parseFaults, formatFaults, findFault, FAULT_MODES, type FaultMode } from './faultRules';
import { clearFaults, readFaults, setFaults, withoutFields, withWrongTypes } from './faults';

startSandboxServer();

const ORDERS = '/subsidiary/dashboard/fetch/orders';
const BALANCES = '/subsidiary/dashboard/get/wallet/balance';
const REFUND = '/subsidiary/dashboard/refund';

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

    it("'twice' carries the call out twice and answers the second", async () => {
      const before = await refundCount();
      setFaults(`twice:POST:${REFUND}`);
      const response = await refundOne();
      expect(response.status).toBe(200);
      clearFaults();
      expect(await refundCount()).toBe(before + 2);
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
      twice: 200,
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
