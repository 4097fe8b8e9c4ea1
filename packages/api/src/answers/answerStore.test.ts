import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ANSWERS_DATABASE,
  ANSWER_LIMITS,
  clearAnswers,
  keepAnswer,
  readAnswer,
  sizeWithin,
  type AnswerPartition,
} from './answerStore';

const ada: AnswerPartition = { login: 'ada', scope: 'biz-1:Test' };
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 11, 3, 9, 42);

async function entryCount() {
  const db = await openDB(ANSWERS_DATABASE);
  const count = await db.count('entries');
  db.close();
  return count;
}

afterEach(() => clearAnswers());

describe('the answer store', () => {
  it('keeps the last answer of a key and when it came', async () => {
    await keepAnswer(ada, 'transactions', { rows: [1] }, T0);
    await keepAnswer(ada, 'transactions', { rows: [1, 2] }, T0 + 1000);
    expect(await readAnswer(ada, 'transactions', T0 + 2000)).toEqual({
      data: { rows: [1, 2] },
      receivedAt: T0 + 1000,
    });
    expect(await entryCount()).toBe(1);
  });

  it('keeps business and environment apart', async () => {
    await keepAnswer(ada, 'transactions', 'test rows', T0);
    const live = { ...ada, scope: 'biz-1:Live' };
    expect(await readAnswer(live, 'transactions', T0)).toBeUndefined();
    await keepAnswer(live, 'transactions', 'live rows', T0);
    expect((await readAnswer(ada, 'transactions', T0))?.data).toBe('test rows');
    expect((await readAnswer(live, 'transactions', T0))?.data).toBe('live rows');
  });

  it("drops another login's answers when a new login reads or keeps", async () => {
    await keepAnswer(ada, 'transactions', 'ada rows', T0);
    const bola = { ...ada, login: 'bola' };
    expect(await readAnswer(bola, 'transactions', T0)).toBeUndefined();
    expect(await readAnswer(ada, 'transactions', T0)).toBeUndefined();
    expect(await entryCount()).toBe(0);
  });

  it('reads nothing older than seven days, and evicts it at the next keep', async () => {
    await keepAnswer(ada, 'old', 'old rows', T0);
    const later = T0 + ANSWER_LIMITS.ageMs + 1;
    expect(await readAnswer(ada, 'old', later)).toBeUndefined();
    await keepAnswer(ada, 'new', 'new rows', later);
    expect(await entryCount()).toBe(1);
    expect((await readAnswer(ada, 'new', later))?.data).toBe('new rows');
  });

  it('holds at most 200 answers, the oldest going first', async () => {
    for (let index = 0; index <= ANSWER_LIMITS.entries; index += 1) {
      await keepAnswer(ada, `key-${index}`, index, T0 + index);
    }
    expect(await entryCount()).toBe(ANSWER_LIMITS.entries);
    expect(await readAnswer(ada, 'key-0', T0 + DAY)).toBeUndefined();
    expect((await readAnswer(ada, 'key-1', T0 + DAY))?.data).toBe(1);
  });

  it('holds at most 5 MB, the oldest going first; a larger answer is not kept', async () => {
    const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);
    await keepAnswer(ada, 'a', twoMegabytes, T0);
    await keepAnswer(ada, 'b', twoMegabytes, T0 + 1);
    await keepAnswer(ada, 'c', twoMegabytes, T0 + 2);
    expect(await readAnswer(ada, 'a', T0 + 3)).toBeUndefined();
    expect(await entryCount()).toBe(2);
    await keepAnswer(ada, 'huge', 'x'.repeat(ANSWER_LIMITS.bytes + 1), T0 + 4);
    expect(await readAnswer(ada, 'huge', T0 + 5)).toBeUndefined();
    expect(await entryCount()).toBe(2);
  });

  it('keeps nothing that cannot be written as data', async () => {
    await keepAnswer(
      ada,
      'cyclic',
      (() => {
        const cyclic: { self?: unknown } = {};
        cyclic.self = cyclic;
        return cyclic;
      })(),
      T0,
    );
    expect(await entryCount()).toBe(0);
  });

  it('clears every answer', async () => {
    await keepAnswer(ada, 'transactions', 'rows', T0);
    await clearAnswers();
    expect(await entryCount()).toBe(0);
    expect(await readAnswer(ada, 'transactions', T0)).toBeUndefined();
  });
});

describe('sizeWithin', () => {
  it('is the JSON size of an answer in characters', () => {
    const answer = { rows: [{ id: 'a1', amount: 1500.5, paid: true, note: null }], total: 1 };
    expect(sizeWithin(answer, 10_000)).toBe(JSON.stringify(answer).length);
  });

  it('stops as soon as an answer passes the limit', () => {
    const rows = Array.from({ length: 100_000 }, (_, index) => ({ id: `row-${index}` }));
    expect(sizeWithin({ rows }, 1_000)).toBeUndefined();
  });
});
