import { Banner } from '@merchant/ui';

export const TEST_MODE_TITLE = 'Test mode';
export const TEST_MODE_TEXT = 'You are viewing test data. Switch to Live to see real payments.';

/** The notice on every page while the Test environment is on, so test data is never taken for real. */
export function TestModeBanner() {
  return (
    <Banner tone="orange" title={TEST_MODE_TITLE}>
      {TEST_MODE_TEXT}
    </Banner>
  );
}
