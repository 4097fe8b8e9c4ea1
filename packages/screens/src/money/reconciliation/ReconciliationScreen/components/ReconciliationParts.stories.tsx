import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SAMPLE_TOTALS } from '../../fixtures';
import { ReconcileProgress } from './ReconcileProgress';
import { ReconciliationTotals } from './ReconciliationTotals';
import { StatementUpload } from './StatementUpload';

/**
 * The page's parts in the states its own stories do not reach: the upload on a real API (no
 * sample), a step whose size is not known yet, and a statement in two currencies.
 */
const meta: Meta<typeof StatementUpload> = {
  title: 'Screens/Money/Reconciliation/Parts',
  component: StatementUpload,
  args: { onChooseFile: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Against a real API there is no sample statement to download. */
export const UploadWithoutSample: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/as your bank exports it/)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Download a sample statement' }),
    ).not.toBeInTheDocument();
  },
};

/** Fetching the settlements: no total yet, so the bar moves without a figure. */
export const ProgressWithoutTotal: Story = {
  render: () => (
    <ReconcileProgress progress={{ step: 'Fetching the settlements', done: 0, total: 0 }} />
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Fetching the settlements…',
    });
    await expect(bar).not.toHaveAttribute('value');
  },
};

/** A statement in naira and dollars: one row of totals per currency. */
export const TotalsInTwoCurrencies: Story = {
  render: () => (
    <ReconciliationTotals
      totals={[
        ...SAMPLE_TOTALS,
        { currency: 'USD', settled: 12_480.5, received: 12_480.5, difference: 0 },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Totals in NGN' })).toBeVisible();
    const usd = canvas.getByRole('region', { name: 'Totals in USD' });
    await expect(within(usd).getByText('Difference (USD)')).toBeVisible();
  },
};
