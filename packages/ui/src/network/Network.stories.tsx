import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../components/Button';
import { OfflineGated } from '../components/DisabledReason';
import { DataSaverProvider, useDataSaver } from './DataSaver';
import { NetworkProvider } from './NetworkProvider';

/** What a page reads of the network and the data saver: a money action and a chart's place. */
function Consumer() {
  const saving = useDataSaver();
  return (
    <>
      <OfflineGated action="start a payout">
        {(gate) => (
          <Button disabled={gate.disabled} aria-describedby={gate.reason && gate.reasonId}>
            Initiate Payout
          </Button>
        )}
      </OfflineGated>
      <p>{saving ? 'The chart waits for Show chart.' : 'The chart loads with the page.'}</p>
    </>
  );
}

const meta: Meta<typeof NetworkProvider> = {
  title: 'UI/Network',
  component: NetworkProvider,
  args: { children: <Consumer /> },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Online, as the browser says: the money action can be pressed. */
export const Online: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Initiate Payout' })).toBeEnabled();
    await expect(canvas.queryByText(/You are offline/)).toBeNull();
  },
};

/** Offline: the money action is disabled and says why under it. */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Initiate Payout' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'You are offline. Reconnect to start a payout.',
    );
  },
};

/** The data saver on (the preference or the browser's Save-Data): heavy parts wait to be asked. */
export const DataSaver: Story = {
  render: (args) => (
    <DataSaverProvider value>
      <NetworkProvider {...args} />
    </DataSaverProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The chart waits for Show chart.'),
    ).toBeInTheDocument();
  },
};
