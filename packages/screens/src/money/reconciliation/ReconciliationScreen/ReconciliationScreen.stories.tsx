import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureFile } from '../../../forms/fixtureFile';
import { phoneStory } from '../../../list/fixtures/phone';
import { filterWith, listArgs, readyRows } from '../../listStoryArgs';
import { EVERY_OUTCOME, SAMPLE_LAYOUT, SAMPLE_TOTALS } from '../fixtures';
import { reconciliationFilters } from '../filters';
import { RECONCILIATION_OUTCOMES } from '../types';
import { ReconciliationScreen } from './ReconciliationScreen';
import type { ReconciliationStage } from './stage';

/** The columns' form is loaded when reached: on a busy machine that takes a while. */
const LAZY = { timeout: 5_000 };

const results = (rows = EVERY_OUTCOME): ReconciliationStage => ({
  step: 'results',
  fileName: 'FirstBank statement Nov 2026.csv',
  totals: SAMPLE_TOTALS,
  list: {
    ...listArgs(),
    data: readyRows(rows),
    filter: filterWith(reconciliationFilters),
  },
});

const meta: Meta<typeof ReconciliationScreen> = {
  title: 'Screens/Money/Reconciliation',
  component: ReconciliationScreen,
  args: {
    stage: { step: 'upload' },
    onChooseFile: fn(),
    onConfirmMapping: fn(),
    onStartOver: fn(),
    onExplain: fn(),
    onDownloadSample: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: one .csv or .xlsx (a workbook here), and the line saying nothing leaves the browser. */
export const Upload: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/nothing of it leaves your browser/)).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new TypeError('statement input missing');
    const workbook = fixtureFile('xlsx', 'statement.xlsx');
    await userEvent.upload(input, workbook);
    await waitFor(() => expect(args.onChooseFile).toHaveBeenCalledWith(workbook));
    await userEvent.click(canvas.getByRole('button', { name: 'Download a sample statement' }));
    await expect(args.onDownloadSample).toHaveBeenCalledTimes(1);
  },
};

/** The proposed columns, confirmed in one step. */
export const ColumnMapping: Story = {
  args: { stage: { step: 'mapping', fileName: 'statement.csv', layout: SAMPLE_LAYOUT } },
  play: async ({ args, canvasElement }) => {
    const form = within(
      await within(canvasElement).findByRole('form', { name: 'Statement columns' }, LAZY),
    );
    await expect(form.getByText(/Header found on row 4/)).toBeVisible();
    await expect(form.getByRole('combobox', { name: /^Credit/ })).toHaveValue('4');
    await userEvent.click(form.getByRole('button', { name: 'Reconcile' }));
    await expect(args.onConfirmMapping).toHaveBeenCalledWith({
      statementCurrency: 'NGN',
      mapping: SAMPLE_LAYOUT.mapping,
    });
  },
};

/** A layout seen before: its columns come back as the merchant chose them. */
export const RememberedLayout: Story = {
  args: {
    stage: {
      step: 'mapping',
      fileName: 'statement.csv',
      layout: { ...SAMPLE_LAYOUT, remembered: true },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /the columns you chose for statements laid out/,
        undefined,
        LAZY,
      ),
    ).toBeVisible();
  },
};

/** A column the statement must have cannot be left out. */
export const ColumnRequired: Story = {
  args: {
    stage: {
      step: 'mapping',
      fileName: 'statement.csv',
      layout: { ...SAMPLE_LAYOUT, mapping: { ...SAMPLE_LAYOUT.mapping, narration: null } },
    },
  },
  play: async ({ args, canvasElement }) => {
    const form = within(
      await within(canvasElement).findByRole('form', { name: 'Statement columns' }, LAZY),
    );
    await userEvent.click(form.getByRole('button', { name: 'Reconcile' }));
    await expect(await form.findByText('Choose the narration column')).toBeVisible();
    await expect(args.onConfirmMapping).not.toHaveBeenCalled();
  },
};

/** The worker reading the lines, with its progress. */
export const Progress: Story = {
  args: {
    stage: {
      step: 'working',
      fileName: 'statement.xlsx',
      progress: { step: 'Reading the lines', done: 4000, total: 10000 },
    },
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: /Reading the lines/ });
    await expect(bar).toHaveAttribute('value', '40');
  },
};

/** A file that cannot be read says which row and why. */
export const UnreadableRow: Story = {
  args: {
    stage: {
      step: 'unreadable',
      fileName: 'statement.csv',
      message:
        'Row 7: the date "31/02/2026" cannot be read. Dates should read like 2026-11-13, 13/11/2026, 13-Nov-2026 or 13-Nov-26.',
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Row 7: the date "31\/02\/2026"/);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another file' }));
    await expect(args.onStartOver).toHaveBeenCalledTimes(1);
  },
};

/** The ledger: totals on top, and a line of each outcome with how it was made. */
export const Results: Story = {
  args: { stage: results() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-NGN 435,567.21')).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Reconciliation' }));
    for (const outcome of RECONCILIATION_OUTCOMES)
      await expect(table.getAllByText(outcome, { selector: 'span' })[0]).toBeVisible();
    await expect(table.getByText('-NGN 500.00')).toBeVisible();
    await expect(table.getByText('Customer paid an invoice by transfer')).toBeVisible();
  },
};

/** A line is marked as explained from its row menu. */
export const MarkAsExplained: Story = {
  args: { stage: results() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Actions for Missing STL-998877665544' }),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'Mark as explained' }),
    );
    await expect(args.onExplain).toHaveBeenCalledWith(EVERY_OUTCOME[6]);
  },
};

/** The ledger on a phone (390×844): its lines as cards, amounts and outcome first. */
export const Phone: Story = { args: { stage: results() }, ...phoneStory() };
