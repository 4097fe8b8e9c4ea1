import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import {
  CommandPalette,
  type CommandPaletteGroup,
  type CommandPaletteProps,
} from './CommandPalette';

const goTo: CommandPaletteGroup = {
  id: 'pages',
  heading: 'Go to',
  items: [
    { id: 'page:reserve', label: 'Rolling Reserve', description: 'Balance' },
    { id: 'page:payout-accounts', label: 'Payout Accounts', description: 'Settings' },
  ],
};

const transactions: CommandPaletteGroup = {
  id: 'transaction',
  heading: 'Transactions',
  items: [
    {
      id: 'transaction:PAY-104233',
      label: 'PAY-104233',
      description: 'NGN 25,000.00 · 12 Nov 2026 · ada@example.com',
      end: <Badge tone="green">Successful</Badge>,
    },
    {
      id: 'transaction:PAY-104234',
      label: 'PAY-104234',
      description: 'NGN 1,200.50 · 11 Nov 2026 · tunde@example.com',
      end: <Badge tone="orange">Initiated</Badge>,
    },
  ],
};

const settlements: CommandPaletteGroup = {
  id: 'settlement',
  heading: 'Settlements',
  items: [
    {
      id: 'settlement:STL-0001',
      label: 'STL-0001',
      description: 'NGN 98,000.00 · 10 Nov 2026',
      end: <Badge tone="green">Completed</Badge>,
    },
  ],
};

/** The palette with its text held in state, as the app holds it. */
function Stateful(props: CommandPaletteProps) {
  const [query, setQuery] = useState(props.query);
  return (
    <CommandPalette
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
    />
  );
}

const meta: Meta<typeof CommandPalette> = {
  title: 'UI/CommandPalette',
  component: CommandPalette,
  render: (args) => <Stateful {...args} />,
  args: {
    open: true,
    onClose: fn(),
    title: 'Search',
    inputLabel: 'Search pages and references',
    placeholder: 'Page name, reference or e-mail',
    query: 'PAY-1042',
    onQueryChange: fn(),
    onSelect: fn(),
    groups: [transactions, settlements],
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Search' });

/** Results grouped by kind; arrows move the selection, Enter chooses it. */
export const Default: Story = {
  play: async ({ args }) => {
    const palette = within(await dialog());
    const input = palette.getByRole('combobox', { name: 'Search pages and references' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(palette.getByRole('group', { name: 'Transactions' })).toBeVisible();
    await expect(palette.getByRole('group', { name: 'Settlements' })).toBeVisible();
    await expect(palette.getByRole('option', { name: /PAY-104233/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('settlement:STL-0001');
  },
};

/** Nothing typed: what was searched and opened lately. */
export const Empty: Story = {
  args: {
    query: '',
    groups: [
      {
        id: 'recent-searches',
        heading: 'Recent searches',
        items: [{ id: 'search:STL-0001', label: 'STL-0001' }],
      },
      {
        id: 'recent-records',
        heading: 'Recently opened',
        items: [{ ...transactions.items[0]!, id: 'recent:transaction:PAY-104233' }],
      },
    ],
    status: 'Type a page name, or at least 3 characters of a reference or an e-mail.',
  },
};

/** Under 3 characters only pages match; no reference is searched yet. */
export const Typing: Story = {
  args: {
    query: 'pa',
    groups: [goTo],
    status: 'Type at least 3 characters to find a reference or an e-mail.',
  },
  play: async ({ args }) => {
    const palette = within(await dialog());
    await userEvent.type(palette.getByRole('combobox'), 'y');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('pay');
  },
};

/** Each kind says it is searching until its answer arrives. */
export const Loading: Story = {
  args: {
    groups: [
      {
        id: 'transaction',
        heading: 'Transactions',
        items: [],
        note: { text: 'Searching…', tone: 'info' },
      },
      {
        id: 'chargeback',
        heading: 'Chargebacks',
        items: [],
        note: { text: 'Searching…', tone: 'info' },
      },
    ],
  },
};

/** One kind failed: its message stands under its heading, the other kinds' results stay. */
export const ErrorOfOneKind: Story = {
  args: {
    groups: [
      transactions,
      {
        id: 'chargeback',
        heading: 'Chargebacks',
        items: [],
        note: { text: 'Chargebacks could not be searched: Service unavailable', tone: 'error' },
      },
    ],
  },
};

/** Nothing matches: the status line says so, and is read out. */
export const NoResults: Story = {
  args: {
    query: 'PAY-999999',
    groups: [],
    status: "No page or record matches 'PAY-999999'.",
  },
  play: async () => {
    const palette = within(await dialog());
    await expect(palette.getByRole('status')).toHaveTextContent(
      "No page or record matches 'PAY-999999'.",
    );
  },
};

/** Escape closes the palette. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
