import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClipboardIcon } from '../../icons';
import { Link } from '../Link';
import { PanelButton } from './PanelButton';

const onOpen = fn();

const meta: Meta<typeof PanelButton> = {
  title: 'UI/Shell/PanelButton',
  component: PanelButton,
  parameters: { layout: 'centered' },
  args: {
    label: 'Work waiting, 3 items',
    icon: <ClipboardIcon size={20} />,
    count: 3,
    title: 'Work waiting',
    onOpen,
    children: (
      <p style={{ margin: 0, padding: 12 }}>
        <Link href="#list">Open the list</Link>
      </p>
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The count on the corner; the panel opens with its title, and following its link closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Work waiting, 3 items' });
    await expect(canvas.getByText('3')).toBeVisible();

    await userEvent.click(button);
    await expect(onOpen).toHaveBeenCalledTimes(1);
    const panel = await page().findByRole('dialog', { name: 'Work waiting' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(panel).getByRole('link', { name: 'Open the list' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Red when something is urgent; the name says so too, so colour is not the only signal. */
export const Urgent: Story = {
  args: { label: 'Work waiting, 3 items, 1 due soon', tone: 'red' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Work waiting, 3 items, 1 due soon' }),
    ).toBeVisible();
  },
};

/** While the count is unknown, or nothing waits, no number shows. */
export const WithoutCount: Story = {
  args: { label: 'Work waiting', count: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Work waiting' })).toBeVisible();
    await expect(canvas.queryByText('3')).not.toBeInTheDocument();

    await userEvent.keyboard('{Tab}{Enter}');
    await page().findByRole('dialog', { name: 'Work waiting' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Work waiting' })).toHaveFocus();
  },
};
