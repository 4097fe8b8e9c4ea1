import { describe, expect, it } from 'vitest';
import { orNA } from './text';

describe('orNA', () => {
  it("reads 'N/A' for empty values", () => {
    expect(orNA(undefined)).toBe('N/A');
    expect(orNA(null)).toBe('N/A');
    expect(orNA('')).toBe('N/A');
    expect(orNA('   ')).toBe('N/A');
    expect(orNA(Number.NaN)).toBe('N/A');
  });

  it('keeps real values, including zero', () => {
    expect(orNA('Approved')).toBe('Approved');
    expect(orNA(0)).toBe('0');
  });
});
