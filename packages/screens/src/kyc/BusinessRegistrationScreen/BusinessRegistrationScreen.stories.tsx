import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RemoteData } from '../../types';
import {
  BUSINESS_CLASSES as CLASSES,
  SAVED_REGISTRATION as SAVED,
  buildShareholder,
  pdfFile,
  textFile,
} from '../fixtures';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPE_MESSAGE } from '../documents';
import { kycMessages } from '../messages';
import {
  REQUIRED_REGISTRATION_FILES,
  choose,
  control,
  fillShareholder,
  NEW_SHAREHOLDER,
  typeInto,
  upload,
  uploadRequiredDocuments,
  usePendingAfterSubmit,
} from '../storyHelpers';
import type { RegistrationSubmission, Shareholder, ShareholderDialogState } from '../types';
import {
  BusinessRegistrationScreen,
  type BusinessRegistrationScreenProps,
} from './BusinessRegistrationScreen';
import { registrationMessages } from './BusinessRegistrationScreen.schema';

const ready = <T,>(data: T): RemoteData<T> => ({ status: 'ready', data });

/** The screen as the app runs it: dialogs open and close, shareholders are kept, saves go pending. */
function LiveScreen(props: BusinessRegistrationScreenProps) {
  const [dialog, setDialog] = useState<ShareholderDialogState | null>(props.dialog);
  const [holders, setHolders] = useState<readonly Shareholder[]>(
    props.shareholders.status === 'ready' ? props.shareholders.data : [],
  );
  const save = usePendingAfterSubmit<RegistrationSubmission>(props.onSubmit);
  return (
    <BusinessRegistrationScreen
      {...props}
      shareholders={props.shareholders.status === 'ready' ? ready(holders) : props.shareholders}
      dialog={dialog}
      onDialogChange={(next) => {
        props.onDialogChange(next);
        setDialog(next);
      }}
      onAddShareholder={(values) => {
        props.onAddShareholder(values);
        setHolders((list) => [...list, { id: `stk-${list.length + 10}`, ...values }]);
        setDialog(null);
      }}
      onUpdateShareholder={(id, values) => {
        props.onUpdateShareholder(id, values);
        setHolders((list) => list.map((holder) => (holder.id === id ? { id, ...values } : holder)));
        setDialog(null);
      }}
      onDeleteShareholder={(id) => {
        props.onDeleteShareholder(id);
        setHolders((list) => list.filter((holder) => holder.id !== id));
        setDialog(null);
      }}
      onSubmit={save.onSubmit}
      submitState={props.submitState === 'idle' ? save.submitState : props.submitState}
    />
  );
}

const meta: Meta<typeof BusinessRegistrationScreen> = {
  title: 'Screens/KYC/BusinessRegistrationScreen',
  component: BusinessRegistrationScreen,
  args: {
    data: ready({ businessClasses: CLASSES }),
    shareholders: ready([]),
    onSubmit: fn(),
    submitState: 'idle',
    dialog: null,
    onDialogChange: fn(),
    onAddShareholder: fn(),
    onUpdateShareholder: fn(),
    onDeleteShareholder: fn(),
    shareholderSubmitState: 'idle',
    onBack: fn(),
    onDraftChange: fn(),
  },
  render: (args) => <LiveScreen {...args} />,
};
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('form', { name: 'Business registration' });
const saveButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Save' });
const body = () => within(document.body);

async function fillText(root: HTMLElement) {
  await choose(root, 'Business class', 'Limited Liability Company');
  await typeInto(root, 'Registration number', 'RC7654321');
  await typeInto(root, 'Expected monthly transaction volume', '5000000');
  await typeInto(root, 'Tax identification number', '98765432-0001');
}

async function addShareholder(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add shareholder' }));
  const dialog = body().getByRole('dialog', { name: 'Add shareholder' });
  await fillShareholder(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add shareholder' }));
}

/** Leaves one text field in a state and expects its message. */
function messageStory(label: string, text: string, message: string): Story {
  return {
    play: async ({ canvasElement }) => {
      const root = form(canvasElement);
      await typeInto(root, label, text);
      await expect(await within(root).findByText(message)).toBeVisible();
    },
  };
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Business registration' })).toBeVisible();
    await expect(canvas.getByText('No shareholders yet')).toBeVisible();
    await expect(saveButton(canvasElement)).toBeDisabled();
    await expect(
      canvas.getByText('Upload the required documents and add at least one shareholder to save.'),
    ).toBeVisible();
    for (const label of [
      'Particulars of directors',
      'Statement of allotment of shares',
      'Operating license',
    ]) {
      await expect(canvas.getByText(label).closest('label')).toHaveTextContent('(optional)');
    }
  },
};

export const Loading: Story = {
  args: { data: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

export const DocumentsUnavailable: Story = {
  args: {
    data: { status: 'error', message: kycMessages.registrationViewFallback, onRetry: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Unable to get business registration documents'),
    ).toBeVisible();
  },
};

export const NewDocumentsAndShareholder: Story = {
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement);
    await fillText(root);
    await uploadRequiredDocuments(root);
    await upload(root, 'Operating license', pdfFile('licence.pdf'));
    await expect(saveButton(canvasElement)).toBeDisabled();
    await expect(
      within(canvasElement).getByText('Add at least one shareholder to save.'),
    ).toBeVisible();

    await addShareholder(canvasElement);
    await expect(args.onAddShareholder).toHaveBeenCalledWith(NEW_SHAREHOLDER);
    await expect(
      within(canvasElement).getByRole('list', { name: 'Shareholders' }),
    ).toHaveTextContent('Funmilayo Adebayo');
    await userEvent.click(saveButton(canvasElement));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      businessClassId: '1',
      registrationNumber: 'RC7654321',
      expectedMonthlyTransactionVolume: '5000000',
      taxIdNumber: '98765432-0001',
      documents: {
        ...REQUIRED_REGISTRATION_FILES,
        operatinglicense: expect.objectContaining({ name: 'licence.pdf' }),
      },
    });
  },
};

export const PreviouslySaved: Story = {
  args: {
    data: ready({ businessClasses: CLASSES, saved: SAVED }),
    shareholders: ready([buildShareholder()]),
  },
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement);
    await expect(control(root, 'Registration number')).toHaveValue('RC1234567');
    await expect(control(root, 'Business class')).toHaveValue('1');
    await expect(control(root, 'Certificate of incorporation')).toHaveAccessibleDescription(
      /Saved: cac-certificate\.pdf/,
    );
    // Saved documents count as present: Save works without choosing any file again.
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        businessClassId: '1',
        registrationNumber: 'RC1234567',
        expectedMonthlyTransactionVolume: '25000000',
        taxIdNumber: '12345678-0001',
        documents: {},
      }),
    );
  },
};

export const SavedDocumentsWithoutShareholder: Story = {
  args: { data: ready({ businessClasses: CLASSES, saved: SAVED }) },
  play: async ({ canvasElement }) => {
    await expect(saveButton(canvasElement)).toBeDisabled();
    await addShareholder(canvasElement);
    await expect(saveButton(canvasElement)).toBeEnabled();
  },
};

export const BusinessClassRequired: Story = {
  play: async ({ canvasElement }) => {
    const root = form(canvasElement);
    await userEvent.click(control(root, 'Business class'));
    await userEvent.tab();
    await expect(
      await within(root).findByText(registrationMessages.businessClassRequired),
    ).toBeVisible();
  },
};
export const RegistrationNumberRequired = messageStory(
  'Registration number',
  '',
  registrationMessages.registrationNumberRequired,
);
export const VolumeRequired = messageStory(
  'Expected monthly transaction volume',
  '',
  registrationMessages.volumeRequired,
);
export const VolumeNotANumber = messageStory(
  'Expected monthly transaction volume',
  '5m',
  registrationMessages.volumeNotANumber,
);
export const TaxIdRequired = messageStory(
  'Tax identification number',
  '',
  registrationMessages.taxIdRequired,
);

export const DocumentTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const root = form(canvasElement);
    await upload(
      root,
      'Certificate of incorporation',
      REQUIRED_REGISTRATION_FILES.certofincorporation,
    );
    await upload(root, 'Proof of address', pdfFile('scan.pdf', DOCUMENT_MAX_BYTES + 1));

    await expect(await within(root).findByText('Document should be 5mb or less')).toBeVisible();
    // The refused file is not kept; the other document stays chosen.
    await expect(within(root).queryByText('scan.pdf')).toBeNull();
    await expect(within(root).getByText('cac.pdf')).toBeVisible();
  },
};

export const DocumentWrongType: Story = {
  play: async ({ canvasElement }) => {
    const root = form(canvasElement);
    await upload(
      root,
      'Memorandum and articles of association',
      REQUIRED_REGISTRATION_FILES.memoofassociation,
    );
    await upload(root, 'Director 1 identification', textFile('id.txt'));
    await expect(await within(root).findByText(DOCUMENT_TYPE_MESSAGE)).toBeVisible();
    await expect(within(root).getByText('memart.pdf')).toBeVisible();
  },
};

export const Uploading: Story = {
  args: {
    data: ready({ businessClasses: CLASSES, saved: SAVED }),
    shareholders: ready([buildShareholder()]),
    submitState: 'pending',
  },
  play: async ({ canvasElement, args }) => {
    await expect(saveButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(saveButton(canvasElement));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DoubleClickSavesOnce: Story = {
  args: {
    data: ready({ businessClasses: CLASSES, saved: SAVED }),
    shareholders: ready([buildShareholder()]),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.dblClick(saveButton(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FilesTooLargeForServer: Story = {
  args: {
    data: ready({ businessClasses: CLASSES, saved: SAVED }),
    shareholders: ready([buildShareholder()]),
    submitState: 'error',
    errorMessage: kycMessages.registrationFallback,
  },
  play: async ({ canvasElement }) => {
    const root = form(canvasElement);
    await expect(within(root).getByRole('alert')).toHaveTextContent('Files sizes may be too large');
    await expect(control(root, 'Tax identification number')).toHaveValue('12345678-0001');
    await expect(saveButton(canvasElement)).toBeEnabled();
  },
};

export const Saved: Story = {
  args: {
    data: ready({ businessClasses: CLASSES, saved: SAVED }),
    shareholders: ready([buildShareholder()]),
    submitState: 'success',
  },
  play: async ({ canvasElement }) => {
    await expect(saveButton(canvasElement)).toBeEnabled();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const EditShareholder: Story = {
  args: {
    shareholders: ready([
      buildShareholder(),
      buildShareholder({ id: 'stk-2', firstName: 'Bola', lastName: 'Ade' }),
    ]),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Bola Ade' }));
    await expect(args.onDialogChange).toHaveBeenCalledWith({ kind: 'edit', id: 'stk-2' });
    const dialog = body().getByRole('dialog', { name: 'Edit shareholder' });
    await expect(control(dialog, 'First name')).toHaveValue('Bola');
    await typeInto(dialog, 'Last name', 'Adeyemi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onUpdateShareholder).toHaveBeenCalledWith(
        'stk-2',
        expect.objectContaining({ firstName: 'Bola', lastName: 'Adeyemi' }),
      ),
    );
    await expect(within(canvasElement).getByText('Bola Adeyemi')).toBeVisible();
  },
};

export const DeleteShareholder: Story = {
  args: { shareholders: ready([buildShareholder()]) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete Adaeze Okafor' }),
    );
    const confirm = body().getByRole('alertdialog', { name: 'Delete shareholder?' });
    await expect(confirm).toHaveAccessibleDescription(
      'Adaeze Okafor will be removed from the shareholders.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteShareholder).toHaveBeenCalledWith('stk-1');
    await expect(within(canvasElement).getByText('No shareholders yet')).toBeVisible();
  },
};

export const ShareholderDialogError: Story = {
  args: {
    dialog: { kind: 'add' },
    shareholderSubmitState: 'error',
    shareholderErrorMessage: 'All shareholder fields are required',
  },
  play: async () => {
    const dialog = body().getByRole('dialog', { name: 'Add shareholder' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'All shareholder fields are required',
    );
  },
};

export const DraftRestored: Story = {
  args: {
    data: ready({ businessClasses: CLASSES, saved: SAVED }),
    draft: { registrationNumber: 'RC999' },
  },
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement);
    await expect(control(root, 'Registration number')).toHaveValue('RC999');
    await typeInto(root, 'Tax identification number', '1111');
    await waitFor(() =>
      expect(args.onDraftChange).toHaveBeenLastCalledWith({
        registrationNumber: 'RC999',
        taxIdNumber: '1111',
      }),
    );
  },
};
