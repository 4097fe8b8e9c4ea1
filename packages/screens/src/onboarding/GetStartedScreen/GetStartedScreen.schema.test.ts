import { describe, expect, it } from 'vitest';
import {
  canSubmitGetStarted,
  getStartedSchema,
  initialGetStartedValues,
  toGetStartedPayload,
} from './GetStartedScreen.schema';

const filled = {
  ...initialGetStartedValues(),
  businessName: 'Eze Stores',
  businessSize: '1-10',
  isDeveloper: 'yes' as const,
  businessCategoryId: '3',
};

describe('get-started schema', () => {
  it('opens on Nigeria and Company', () => {
    expect(initialGetStartedValues()).toMatchObject({ country: 'NG', businessType: 'Company' });
  });

  it('gives the generic required message per field', () => {
    const result = getStartedSchema.safeParse(initialGetStartedValues());
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Business name is required!',
      'Business size is required!',
      'Are you a developer? is required!',
      'Business category is required!',
    ]);
  });

  it('builds the payload: a boolean developer flag, the referral code only when given', () => {
    expect(toGetStartedPayload(getStartedSchema.parse(filled))).toEqual({
      businessName: 'Eze Stores',
      country: 'NG',
      businessType: 'Company',
      businessSize: '1-10',
      isDeveloper: true,
      businessCategoryId: '3',
    });
    expect(
      toGetStartedPayload(getStartedSchema.parse({ ...filled, referalCode: ' REF1 ' })),
    ).toMatchObject({ referalCode: 'REF1' });
  });
});

describe('the submit rule', () => {
  const all = {
    businessName: true,
    businessSize: true,
    isDeveloper: true,
    businessCategoryId: true,
  };

  it('waits for name, size, developer and category, with no error', () => {
    expect(canSubmitGetStarted(all, 0, false)).toBe(true);
    expect(canSubmitGetStarted({ ...all, isDeveloper: false }, 0, false)).toBe(false);
    expect(canSubmitGetStarted(all, 1, false)).toBe(false);
  });

  it('counts an existing business name as given', () => {
    expect(canSubmitGetStarted({ ...all, businessName: false }, 0, true)).toBe(true);
    expect(canSubmitGetStarted({ ...all, businessName: false }, 0, false)).toBe(false);
  });
});
