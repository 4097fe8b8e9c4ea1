import { describe, expect, it } from 'vitest';
import { tones } from '../../tokens/semantic';
import { initialsOf, toneOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Ada Obi')).toBe('AO');
    expect(initialsOf('ada lovelace obi')).toBe('AO');
  });
  it('takes one letter of a single word', () => {
    expect(initialsOf('Chinwe')).toBe('C');
  });
  it('ignores extra spaces', () => {
    expect(initialsOf('  Ngozi   Eze  ')).toBe('NE');
  });
  it('falls back to a question mark for an empty name', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});

describe('toneOf', () => {
  it('is stable for a name and always a known tone', () => {
    expect(toneOf('Ada Obi')).toBe(toneOf('Ada Obi'));
    expect(tones).toContain(toneOf('Ada Obi'));
  });
  it('spreads names over more than one tone', () => {
    const used = new Set(['Ada Obi', 'Ngozi Eze', 'Tunde Bello', 'Chinwe', 'Emeka'].map(toneOf));
    expect(used.size).toBeGreaterThan(1);
  });
});
