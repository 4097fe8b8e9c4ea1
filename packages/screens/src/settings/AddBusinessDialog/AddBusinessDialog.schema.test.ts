import { describe, expect, it } from 'vitest';
import { addBusinessSchema, hasAnyValue, internationalMobile } from './AddBusinessDialog.schema';

const base = {
  name: 'Abuja Greens',
  description: '',
  country: 'NG',
  email: '',
  dialCode: '+234',
  mobileNumber: '',
  businessType: 'Company' as const,
  logo: [],
  isDefault: false,
};

describe('internationalMobile', () => {
  it('joins the dial code and the number without its trunk 0', () => {
    expect(internationalMobile('+234', '08031234567')).toBe('+2348031234567');
    expect(internationalMobile('+233', '24 123 4567')).toBe('+233241234567');
    expect(internationalMobile('+234', '')).toBe('');
  });
});

describe('addBusinessSchema', () => {
  it('sends the mobile as dial code plus number', () => {
    const parsed = addBusinessSchema.parse({ ...base, mobileNumber: '8031234567' });
    expect(parsed.mobileNumber).toBe('+2348031234567');
    expect(parsed.logo).toBeUndefined();
  });

  it('needs a name and a usable e-mail when one is given', () => {
    expect(addBusinessSchema.safeParse({ ...base, name: ' ' }).success).toBe(false);
    expect(addBusinessSchema.safeParse({ ...base, email: 'abuja@' }).success).toBe(false);
  });
});

describe('hasAnyValue', () => {
  it('is false for an empty form and true once anything is typed', () => {
    expect(hasAnyValue({ ...base, name: '' })).toBe(false);
    expect(hasAnyValue({ ...base, name: '', description: 'x' })).toBe(true);
  });
});
