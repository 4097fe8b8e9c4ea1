import { describe, expect, it } from 'vitest';
import { isFormulaLike, neutraliseCell } from './neutralise';

describe('neutraliseCell', () => {
  it.each(['=SUM(A1:A9)', '+2+3', '-2+3', '@cmd', '\t=1', '\r=1', '=HYPERLINK("http://x")'])(
    'prefixes %j with a single quote',
    (text) => {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    },
  );

  it.each([
    [' =1+1', 'a space'],
    ['   @SUM(A1)', 'spaces'],
    ['\t =1', 'a tab'],
    ['\r\n=1', 'CR/LF'],
    ['\n+1-2', 'a line feed'],
    ['\u00a0=1', 'a no-break space'],
    ['\u3000-1+2', 'an ideographic space'],
  ])('prefixes %j (a formula sign after %s)', (text) => {
    expect(neutraliseCell(text)).toBe(`'${text}`);
  });

  it.each(['＝1+1', '＋1', '－1+2', '＠SUM(A1)', ' ＝1'])(
    'prefixes the full-width formula sign in %j',
    (text) => {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    },
  );

  it('prefixes phone numbers written with a plus and spaces (they are text, not numbers)', () => {
    expect(neutraliseCell('+234 803 123 4567')).toBe("'+234 803 123 4567");
  });

  it('leaves genuine numbers alone, as numbers or numeric text', () => {
    expect(neutraliseCell(-1500)).toBe(-1500);
    expect(neutraliseCell('-1500')).toBe('-1500');
    expect(neutraliseCell('-1,500.25')).toBe('-1,500.25');
    expect(neutraliseCell('+12.5')).toBe('+12.5');
    expect(neutraliseCell(' -1,500.25')).toBe(' -1,500.25');
    expect(isFormulaLike('-1,500.25')).toBe(false);
  });

  it('leaves ordinary text alone, including a formula sign later in the text', () => {
    expect(neutraliseCell('Ada Obi')).toBe('Ada Obi');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell('ada@example.com')).toBe('ada@example.com');
  });

  it('writes empty cells for null, undefined and non-finite numbers', () => {
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
    expect(neutraliseCell(Number.NaN)).toBe('');
    expect(neutraliseCell(true)).toBe(true);
  });
});
