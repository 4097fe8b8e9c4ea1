import { Banner } from '@merchant/ui';
import { memo } from 'react';

export const TEST_MODE_TITLE = 'Test mode';
export const TEST_MODE_TEXT = 'You are viewing test data. Switch to Live to see real payments.';

/**
 * The notice on every page while the Test environment is on, so test data is never taken for real.
 * It has no props: the shell's renders (a currency list arriving) pass it by.
 */
export const TestModeBanner = memo(function TestModeBanner() {
  return (
    <Banner tone="orange" title={TEST_MODE_TITLE}>
      {TEST_MODE_TEXT}
    </Banner>
  );
});
