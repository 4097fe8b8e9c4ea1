import { describe, expect, it } from 'vitest';
import { sameAnswer } from './sameAnswer';

const retry = () => undefined;

describe('sameAnswer', () => {
  it('holds two loadings the same, and a loading apart from an answer', () => {
    expect(sameAnswer({ status: 'loading' }, { status: 'loading' })).toBe(true);
    expect(sameAnswer({ status: 'loading' }, { status: 'ready', data: 1 })).toBe(false);
  });

  it('compares ready data entry by entry', () => {
    const figures = { count: 33, volume: 38964.49 };
    expect(
      sameAnswer({ status: 'ready', data: figures }, { status: 'ready', data: { ...figures } }),
    ).toBe(true);
    expect(
      sameAnswer(
        { status: 'ready', data: figures },
        { status: 'ready', data: { ...figures, count: 34 } },
      ),
    ).toBe(false);
    expect(
      sameAnswer({ status: 'ready', data: { count: 1 } }, { status: 'ready', data: { total: 1 } }),
    ).toBe(false);
  });

  it('compares arrays item by item, each item entry by entry, and never an array with an object', () => {
    const row = { id: '1', name: 'Card' };
    expect(sameAnswer({ status: 'ready', data: [row] }, { status: 'ready', data: [row] })).toBe(
      true,
    );
    // A route maps its rows into new objects on every render: the same rows are the same answer.
    expect(
      sameAnswer({ status: 'ready', data: [row] }, { status: 'ready', data: [{ ...row }] }),
    ).toBe(true);
    expect(
      sameAnswer(
        { status: 'ready', data: [row] },
        { status: 'ready', data: [{ ...row, name: 'USSD' }] },
      ),
    ).toBe(false);
    expect(
      sameAnswer({ status: 'ready', data: [row] }, { status: 'ready', data: [row, row] }),
    ).toBe(false);
    // An object's own entries are compared by identity: nested objects are not looked into.
    expect(
      sameAnswer(
        { status: 'ready', data: { rows: [row] } },
        { status: 'ready', data: { rows: [row] } },
      ),
    ).toBe(false);
    expect(sameAnswer<unknown>({ status: 'ready', data: [] }, { status: 'ready', data: {} })).toBe(
      false,
    );
  });

  it('holds an error the same only with the same message and the same retry', () => {
    const failed = { status: 'error', message: 'Something went wrong!', onRetry: retry } as const;
    expect(sameAnswer(failed, { ...failed })).toBe(true);
    expect(sameAnswer(failed, { ...failed, onRetry: () => undefined })).toBe(false);
    expect(sameAnswer(failed, { ...failed, message: 'Unexpected Error!' })).toBe(false);
  });
});
