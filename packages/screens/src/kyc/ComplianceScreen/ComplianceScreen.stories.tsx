import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { profileMessages } from '../BusinessProfileForm';
import { directorMessages } from '../DirectorForm';
import { BANK_OPTIONS, buildSavedBankAccount, pdfFile, pngFile, textFile } from '../fixtures';
import { DOCUMENT_MAX_BYTES } from '../documents';
import { kycMessages } from '../messages';
import { choose, control, typeInto, upload } from '../storyHelpers';
import { ComplianceScreen, type ComplianceScreenProps, type TabSave } from './ComplianceScreen';
import { nextAfterSave, type KycTab } from './kycTabs';

const COUNTRIES = [
  { shortName: 'NG', name: 'Nigeria' },
  { shortName: 'GH', name: 'Ghana' },
];

const SAVED_PROFILE = {
  business_name: 'Lagos Fresh Foods Ltd',
  legal_business_name: 'Lagos Fresh Foods Limited',
  email: 'support@lagosfreshfoods.ng',
  description: 'Farm-fresh produce delivered across Lagos',
  bvn: '22198765432',
  industry: 'Food & Beverages',
  business_type: 'Company',
  country: 'NG',
};

const idle: TabSave = { state: 'idle' };
const allIdle: Record<KycTab, TabSave> = { profile: idle, bank: idle, director: idle, kyc: idle };

/** The screen as the app runs it: each save moves to the tab part 2 names. */
function LiveScreen(props: ComplianceScreenProps) {
  const [tab, setTab] = useState<KycTab>(props.tab);
  const moveOn = (from: KycTab) => setTab(nextAfterSave(from));
  return (
    <ComplianceScreen
      {...props}
      tab={tab}
      onTabChange={(next) => {
        props.onTabChange(next);
        setTab(next);
      }}
      onSaveProfile={(values) => {
        props.onSaveProfile(values);
        moveOn('profile');
      }}
      onSaveBank={(payload) => {
        props.onSaveBank(payload);
        moveOn('bank');
      }}
      onSaveDirector={(values) => {
        props.onSaveDirector(values);
        moveOn('director');
      }}
      onSaveKycDocuments={(values) => {
        props.onSaveKycDocuments(values);
        moveOn('kyc');
      }}
    />
  );
}

type Args = ComplianceScreenProps;

const meta: Meta<Args> = {
  title: 'Screens/KYC/ComplianceScreen',
  component: ComplianceScreen,
  args: {
    tab: 'profile',
    onTabChange: fn(),
    profile: { status: 'ready', data: { saved: SAVED_PROFILE, countries: COUNTRIES } },
    bank: {
      status: 'ready',
      data: { banks: BANK_OPTIONS, saved: buildSavedBankAccount({ accountType: undefined }) },
    },
    lookup: { status: 'idle' },
    onLookup: fn(),
    onSaveProfile: fn(),
    onSaveBank: fn(),
    onSaveDirector: fn(),
    onSaveKycDocuments: fn(),
    saves: allIdle,
  },
  render: (args) => <LiveScreen {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

const panel = (canvasElement: HTMLElement) => within(canvasElement).getByRole('tabpanel');
const selectedTab = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('tab', { selected: true });
const save = (root: HTMLElement) => within(root).getByRole('button', { name: 'Save' });
const form = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('form', { name });

export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Bank Details',
      "Director's Information",
      'KYC Details',
    ]);
    const root = form(canvasElement, 'Profile');
    await expect(control(root, 'Business name')).toHaveValue('Lagos Fresh Foods Ltd');
    await expect(control(root, 'Country')).toHaveValue('NG');
    await expect(control(root, 'Business type')).toHaveValue('Company');
  },
};

export const TabOrderAfterEachSave: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(save(form(canvasElement, 'Profile')));
    await waitFor(() => expect(selectedTab(canvasElement)).toHaveTextContent('Bank Details'));
    await expect(args.onSaveProfile).toHaveBeenCalledWith({ ...SAVED_PROFILE });

    await userEvent.click(save(form(canvasElement, 'Bank Details')));
    await waitFor(() =>
      expect(selectedTab(canvasElement)).toHaveTextContent("Director's Information"),
    );
    await expect(args.onSaveBank).toHaveBeenCalledWith({
      bankId: '2',
      accountNumber: '0123456789',
      accountName: 'LAGOS FRESH FOODS LIMITED',
    });

    const director = form(canvasElement, "Director's Information");
    await typeInto(director, "Director's name", 'Adaeze Okafor');
    await typeInto(director, 'ID number', 'A09876543');
    const passport = pdfFile('passport.pdf');
    await upload(director, 'Identification document', passport);
    await userEvent.click(save(director));
    await waitFor(() => expect(selectedTab(canvasElement)).toHaveTextContent('KYC Details'));
    await expect(args.onSaveDirector).toHaveBeenCalledWith({
      directorname: 'Adaeze Okafor',
      idnumber: 'A09876543',
      id: passport,
    });

    const documents = form(canvasElement, 'KYC Details');
    const bill = pngFile('bill.png');
    const nin = pdfFile('nin.pdf');
    await upload(documents, 'Proof of address', bill);
    await upload(documents, 'Identification', nin);
    await userEvent.click(save(documents));
    // Part 2 section 2: "after saving Bank Details or KYC details it moves to Information".
    await waitFor(() =>
      expect(selectedTab(canvasElement)).toHaveTextContent("Director's Information"),
    );
    await expect(args.onSaveKycDocuments).toHaveBeenCalledWith({ proofofaddress: bill, id: nin });
  },
};

export const ProfileEmpty: Story = {
  args: { profile: { status: 'ready', data: { countries: COUNTRIES } } },
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement, 'Profile');
    await userEvent.click(save(root));
    for (const label of [
      'Business name',
      'Legal business name',
      'Business email',
      'BVN',
      'Industry',
      'Business type',
      'Country',
      'Description',
    ]) {
      await expect(await within(root).findByText(`${label} is required!`)).toBeVisible();
    }
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
    await expect(selectedTab(canvasElement)).toHaveTextContent('Profile');
  },
};

export const ProfileInvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const root = form(canvasElement, 'Profile');
    await typeInto(root, 'Business email', 'support@');
    await expect(await within(root).findByText(profileMessages.emailInvalid)).toBeVisible();
  },
};

export const ProfileShortBvn: Story = {
  play: async ({ canvasElement }) => {
    const root = form(canvasElement, 'Profile');
    await typeInto(root, 'BVN', '2219876');
    await expect(await within(root).findByText(kycMessages.bvnLength)).toBeVisible();
  },
};

export const ProfileLoading: Story = {
  args: { profile: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(panel(canvasElement)).queryByRole('form')).toBeNull();
  },
};

export const ProfileError: Story = {
  args: { profile: { status: 'error', message: 'Business not found', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(panel(canvasElement)).getByText('Business not found')).toBeVisible();
  },
};

export const ProfileServerError: Story = {
  args: {
    saves: { ...allIdle, profile: { state: 'error', errorMessage: 'BVN must be 11 digits' } },
  },
  play: async ({ canvasElement }) => {
    const root = form(canvasElement, 'Profile');
    await expect(within(root).getByRole('alert')).toHaveTextContent('BVN must be 11 digits');
    await expect(control(root, 'Industry')).toHaveValue('Food & Beverages');
  },
};

export const BankDetails: Story = {
  args: { tab: 'bank' },
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement, 'Bank Details');
    // The settings tab has no account type; otherwise it is the onboarding bank form.
    await expect(within(root).queryByLabelText(/Account type/)).toBeNull();
    await choose(root, 'Bank', 'Zenith Bank');
    await expect(control(root, 'Account name')).toHaveValue('');
    await expect(save(root)).toBeDisabled();
    await expect(args.onLookup).toHaveBeenLastCalledWith({
      accountNumber: '0123456789',
      bankId: '5',
      bankCode: '057',
    });
  },
};

export const BankSaving: Story = {
  args: { tab: 'bank', saves: { ...allIdle, bank: { state: 'pending' } } },
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement, 'Bank Details');
    await expect(save(root)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save(root));
    await expect(args.onSaveBank).not.toHaveBeenCalled();
  },
};

export const DirectorEmpty: Story = {
  args: { tab: 'director' },
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement, "Director's Information");
    await userEvent.click(save(root));
    await expect(await within(root).findByText(directorMessages.nameRequired)).toBeVisible();
    await expect(within(root).getByText(directorMessages.idNumberRequired)).toBeVisible();
    await expect(
      within(root).getByText('Identification file is required is required'),
    ).toBeVisible();
    await expect(args.onSaveDirector).not.toHaveBeenCalled();
  },
};

export const DirectorDocumentTooLarge: Story = {
  args: { tab: 'director' },
  play: async ({ canvasElement }) => {
    const root = form(canvasElement, "Director's Information");
    await upload(root, 'Identification document', pdfFile('big.pdf', DOCUMENT_MAX_BYTES + 1));
    await expect(await within(root).findByText('Document should be 5bm or less')).toBeVisible();
    await expect(within(root).queryByRole('list', { name: 'Chosen files' })).toBeNull();
  },
};

export const DirectorUploading: Story = {
  args: { tab: 'director', saves: { ...allIdle, director: { state: 'pending' } } },
  play: async ({ canvasElement }) => {
    const root = form(canvasElement, "Director's Information");
    await expect(save(root)).toHaveAttribute('aria-busy', 'true');
    await expect(control(root, 'Identification document')).toBeDisabled();
  },
};

export const KycDetailsEmpty: Story = {
  args: { tab: 'kyc' },
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement, 'KYC Details');
    await userEvent.click(save(root));
    await expect(await within(root).findByText('Proof of address is required')).toBeVisible();
    await expect(
      within(root).getByText('Identification file is required is required'),
    ).toBeVisible();
    await expect(args.onSaveKycDocuments).not.toHaveBeenCalled();
  },
};

export const KycDetailsWrongType: Story = {
  args: { tab: 'kyc' },
  play: async ({ canvasElement }) => {
    const root = form(canvasElement, 'KYC Details');
    await upload(root, 'Proof of address', pngFile('bill.png'));
    await upload(root, 'Identification', textFile('id.txt'));
    await expect(
      await within(root).findByText('Document should be a png, jpg, jpeg or pdf file'),
    ).toBeVisible();
    // The refused file leaves the other document in place.
    await expect(within(root).getByText('bill.png')).toBeVisible();
  },
};

export const KycDetailsServerError: Story = {
  args: {
    tab: 'kyc',
    saves: {
      ...allIdle,
      kyc: { state: 'error', errorMessage: 'Proof of address and an ID document are required' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(form(canvasElement, 'KYC Details')).getByRole('alert')).toHaveTextContent(
      'Proof of address and an ID document are required',
    );
  },
};

export const KycDetailsSaved: Story = {
  args: { tab: 'kyc', saves: { ...allIdle, kyc: { state: 'success' } } },
  play: async ({ canvasElement }) => {
    await expect(save(form(canvasElement, 'KYC Details'))).toBeEnabled();
  },
};

export const HalfFilledTabSurvivesSwitching: Story = {
  args: { tab: 'director' },
  play: async ({ canvasElement, args }) => {
    await typeInto(form(canvasElement, "Director's Information"), 'ID number', 'A123');
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Profile' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('profile');
    await userEvent.click(
      within(canvasElement).getByRole('tab', { name: "Director's Information" }),
    );
    await expect(control(form(canvasElement, "Director's Information"), 'ID number')).toHaveValue(
      'A123',
    );
  },
};
