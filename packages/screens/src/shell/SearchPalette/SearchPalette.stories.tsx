import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import {
  foundByPaymentReference,
  foundPayout,
  foundSettlement,
  foundTransaction,
} from './fixtures';
import { pageDestinations } from './pageDestinations';
import { SearchPalette, type SearchPaletteProps } from './SearchPalette';

const pages = pageDestinations(['home', 'transactions', 'rollingReserve', 'payoutAccounts']);

/** The palette with its text held in state, as the app holds it. */
function Stateful(props: SearchPaletteProps) {
  const [query, setQuery] = useState(props.query);
  return (
    <SearchPalette
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
    />
  );
}

const meta: Meta<typeof SearchPalette> = {
  title: 'Screens/Shell/SearchPalette',
  component: SearchPalette,
  render: (args) => <Stateful {...args} />,
  args: {
    open: true,
    onClose: fn(),
    query: 'PAY-104233',
    onQueryChange: fn(),
    pages,
    found: foundByPaymentReference,
    recentSearches: [],
    recentRecords: [],
    onOpenPage: fn(),
    onOpenRecord: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const palette = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'Search' }));

/** A payment reference: its transaction first, then its chargeback; Enter opens the first. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await palette();
    await expect(dialog.getByRole('group', { name: 'Transactions' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Chargebacks' })).toBeVisible();
    await expect(dialog.queryByRole('group', { name: 'Refunds' })).not.toBeInTheDocument();
    await expect(dialog.getByRole('status')).toHaveTextContent('2 matches.');
    await waitFor(() => expect(dialog.getByRole('combobox')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenRecord).toHaveBeenCalledWith(foundTransaction, 'PAY-104233');
  },
};

/** Nothing typed: recent searches and recently opened records; a recent search searches again. */
export const Recent: Story = {
  args: {
    query: '',
    recentSearches: ['STL-0001', 'ada.obi@example.com'],
    recentRecords: [foundSettlement, foundPayout],
  },
  play: async ({ args }) => {
    const dialog = await palette();
    await expect(dialog.getByRole('group', { name: 'Recently opened' })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('combobox')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onQueryChange).toHaveBeenCalledWith('STL-0001');
  },
};

/** A page by its name: Enter goes there. */
export const GoTo: Story = {
  args: { query: 'rolling reserve', found: { text: 'rolling reserve', kinds: [] } },
  play: async ({ args }) => {
    const dialog = await palette();
    await expect(dialog.getByRole('group', { name: 'Go to' })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('combobox')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenPage).toHaveBeenCalledWith({
      label: 'Rolling Reserve',
      section: 'Balance',
      href: PATHS.rollingReserve,
    });
  },
};

/** Under 3 characters only pages are offered, and the line says why. */
export const TooShort: Story = {
  args: { query: 'pa', found: { text: '', kinds: [] } },
  play: async () => {
    const dialog = await palette();
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'Type at least 3 characters to find a reference or an e-mail.',
    );
  },
};

/** Calls in flight: each kind says so. */
export const Searching: Story = {
  args: {
    query: 'STL-0001',
    found: {
      text: 'STL-0001',
      kinds: [{ kind: 'settlement', results: { status: 'loading' } }],
    },
  },
};

/** One kind failed; the others' results stay. */
export const ErrorOfOneKind: Story = {
  args: {
    found: {
      ...foundByPaymentReference,
      kinds: [
        foundByPaymentReference.kinds[0]!,
        {
          kind: 'chargeback',
          results: { status: 'error', message: 'Service temporarily unavailable' },
        },
      ],
    },
  },
};

export const NoResults: Story = {
  args: {
    query: 'PAY-000000',
    found: {
      text: 'PAY-000000',
      kinds: [
        { kind: 'transaction', results: { status: 'ready', records: [] } },
        { kind: 'chargeback', results: { status: 'ready', records: [] } },
      ],
    },
  },
  play: async () => {
    const dialog = await palette();
    await expect(dialog.getByRole('status')).toHaveTextContent(
      "No page or record matches 'PAY-000000'.",
    );
  },
};
