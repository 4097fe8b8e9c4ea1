import { describe, expect, it } from 'vitest';
import { toInternationalPhone, toNationalPhone } from './phone';

describe('toInternationalPhone', () => {
  it('prepends +234 to the national digits', () => {
    expect(toInternationalPhone('8012345678')).toBe('+2348012345678');
  });
});

describe('toNationalPhone', () => {
  it('strips the international prefix', () => {
    expect(toNationalPhone('+2348012345678')).toBe('8012345678');
    expect(toNationalPhone('2348012345678')).toBe('8012345678');
  });
  it('strips the trunk zero of a local number', () => {
    expect(toNationalPhone('08012345678')).toBe('8012345678');
  });
  it('drops spaces and dashes', () => {
    expect(toNationalPhone('+234 801-234-5678')).toBe('8012345678');
  });
  it('leaves a bare national number unchanged', () => {
    expect(toNationalPhone('8012345678')).toBe('8012345678');
  });
  it('does not cut a short number that happens to start with 234', () => {
    expect(toNationalPhone('2345')).toBe('2345');
  });
});
