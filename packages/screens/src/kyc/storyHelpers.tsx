import { useCallback, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toNationalPhone } from '@merchant/ui';
import type { SubmitState } from '../types';
import { pdfFile, pngFile } from './fixtures';
import { useAccountLookup } from '../forms/useAccountLookup';
import type { AccountLookupQuery, ShareholderValues } from './types';

/** The name the stories' lookup resolves to. */
export const RESOLVED_NAME = 'OKAFOR ADAEZE';
/** The message the stories' lookup fails with (numbers ending 0000, as in the sandbox). */
export const LOOKUP_FAILURE = 'Could not resolve account name, check the account number';

/**
 * The app's lookup in a story: resolving for a moment, then a name, or the server's refusal
 * for numbers ending in 0000. `onLookup` still reaches the story's spy.
 */
export function useStoryLookup(spy: (query: AccountLookupQuery | null) => void) {
  const [query, setQuery] = useState<AccountLookupQuery | null>(null);
  const onLookup = useCallback(
    (next: AccountLookupQuery | null) => {
      spy(next);
      setQuery(next);
    },
    [spy],
  );
  const lookup = useAccountLookup(query, storyResolve, { delayMs: 50 });
  return { lookup, onLookup };
}

async function storyResolve({ accountNumber }: AccountLookupQuery) {
  if (accountNumber.endsWith('0000')) throw new Error(LOOKUP_FAILURE);
  return RESOLVED_NAME;
}

/** The app's save in a story: the first call turns the form 'pending', so a second is ignored. */
export function usePendingAfterSubmit<Payload>(spy: (payload: Payload) => void) {
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const onSubmit = (payload: Payload) => {
    setSubmitState('pending');
    spy(payload);
  };
  return { submitState, onSubmit };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control named by `label`, ignoring the required asterisk and "(optional)" in the label. */
export function control(root: HTMLElement, label: string): HTMLElement {
  return within(root).getByLabelText(new RegExp(`^${escape(label)}\\s*(\\*|\\(optional\\))?$`));
}

/** Types into the labelled input, then tabs away so on-touch validation runs. */
export async function typeInto(root: HTMLElement, label: string, text: string) {
  const input = control(root, label);
  await userEvent.click(input);
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
  await userEvent.tab();
}

/** Chooses an option of the labelled select by its text. */
export async function choose(root: HTMLElement, label: string, option: string) {
  await userEvent.selectOptions(control(root, label), option);
}

/** Puts files into the upload labelled `label` (through its hidden file input). */
export async function upload(root: HTMLElement, label: string, ...files: File[]) {
  const picker = control(root, label);
  const input = picker.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`No file input beside '${label}'`);
  await userEvent.upload(input, files, { applyAccept: false });
  // The upload reads each file's first bytes before it takes or refuses it.
  await waitFor(() => expect(picker).not.toHaveAttribute('aria-busy'));
}

/** The four documents a registration requires, keyed by the names the form sends them as. */
export const REQUIRED_REGISTRATION_FILES = {
  certofincorporation: pdfFile('cac.pdf'),
  memoofassociation: pdfFile('memart.pdf'),
  proofofaddress: pngFile('bill.png'),
  directorsidentification: pdfFile('nin.pdf'),
};

/** Uploads the four required documents into the registration form. */
export async function uploadRequiredDocuments(root: HTMLElement) {
  const files = REQUIRED_REGISTRATION_FILES;
  await upload(root, 'Certificate of incorporation', files.certofincorporation);
  await upload(root, 'Memorandum and articles of association', files.memoofassociation);
  await upload(root, 'Proof of address', files.proofofaddress);
  await upload(root, 'Director 1 identification', files.directorsidentification);
}

/** The shareholder the stories add, as the dialog sends it (the number with +234). */
export const NEW_SHAREHOLDER: ShareholderValues = {
  firstName: 'Funmilayo',
  lastName: 'Adebayo',
  gender: 'Female',
  dateOfBirth: '1979-11-05',
  mobileNumber: '+2348021234567',
  bvn: '22111222333',
};

/** Types the stories' new shareholder into the shareholder dialog. */
export async function fillShareholder(root: HTMLElement) {
  await typeInto(root, 'First name', NEW_SHAREHOLDER.firstName);
  await typeInto(root, 'Last name', NEW_SHAREHOLDER.lastName);
  await choose(root, 'Gender', NEW_SHAREHOLDER.gender);
  await typeInto(root, 'Date of birth', NEW_SHAREHOLDER.dateOfBirth);
  await typeInto(root, 'Mobile number', toNationalPhone(NEW_SHAREHOLDER.mobileNumber));
  await typeInto(root, 'BVN', NEW_SHAREHOLDER.bvn);
}
