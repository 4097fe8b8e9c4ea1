import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@merchant/ui';
import { FormSelect, FormTextField, labelledField } from '../../forms/fields';
import type { AccountLookupState } from '../../forms/useAccountLookup';
import { KycForm } from '../components/KycForm';
import type { KycSaveProps } from '../components/useKycForm';
import {
  BANK_ACCOUNT_TYPES,
  type AccountLookupQuery,
  type AccountType,
  type BankDetailsPayload,
  type BankOption,
  type SavedBankAccount,
} from '../types';
import {
  ACCOUNT_NUMBER_MAX_LENGTH,
  bankDetailsLabels,
  bankDetailsSchema,
  lookupQueryOf,
  sameQuery,
  type BankDetailsFormValues,
} from './BankDetailsForm.schema';
import { namedOptions, wordOptions } from '../../forms/options';

/** Saves the account with its resolved name; a second click while pending is ignored. */
export interface BankDetailsFormProps extends KycSaveProps<BankDetailsPayload> {
  /** The banks to choose from (the `banks` list). */
  banks: readonly BankOption[];
  /** Asks for Savings or Current (the onboarding page); the settings tab does not. */
  withAccountType: boolean;
  /** The saved account, if any: its name counts as resolved until the number or bank changes. */
  saved?: SavedBankAccount;
  /** The lookup for the number and bank typed last. */
  lookup: AccountLookupState;
  /** Called when the number reaches 10 digits with a bank chosen, and with null when it no longer does. */
  onLookup: (query: AccountLookupQuery | null) => void;
  /** Called when the form starts or stops holding unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Accessible name of the form. */
  'aria-label': string;
}

const accountTypeOptions = wordOptions(BANK_ACCOUNT_TYPES);

function savedQuery(saved: SavedBankAccount | undefined, banks: readonly BankOption[]) {
  return saved ? lookupQueryOf({ bankId: saved.bankId ?? '', ...saved }, banks) : null;
}

/**
 * A bank account: account type (onboarding), bank and account number. The account name is
 * looked up once the number has 10 digits and a bank is chosen, and shown read-only; Save
 * stays disabled until a name has resolved. A failed lookup shows the server's message at the
 * name and keeps what was typed.
 */
export function BankDetailsForm({
  banks,
  withAccountType,
  saved,
  lookup,
  onLookup,
  onSubmit,
  submitState,
  errorMessage,
  onDirtyChange,
  'aria-label': label,
}: BankDetailsFormProps) {
  const schema = useMemo(() => bankDetailsSchema(withAccountType), [withAccountType]);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, isDirty },
  } = useForm<BankDetailsFormValues>({
    mode: 'onTouched',
    defaultValues: {
      accountType: saved?.accountType ?? '',
      bankId: saved?.bankId ?? '',
      accountNumber: saved?.accountNumber ?? '',
    },
    resolver: zodResolver(schema),
  });
  const field = labelledField(control, bankDetailsLabels);
  const [bankId, accountNumber] = useWatch({ control, name: ['bankId', 'accountNumber'] });
  const query = lookupQueryOf({ bankId, accountNumber }, banks);
  // The saved account is already named, so only a changed number or bank is looked up.
  const isSaved =
    saved !== undefined && query !== null && sameQuery(savedQuery(saved, banks), query);
  // The lookup belongs to the query sent last, so the key alone decides when to ask again.
  const wanted = JSON.stringify(isSaved ? null : query);
  useEffect(() => {
    onLookup(JSON.parse(wanted) as AccountLookupQuery | null);
  }, [wanted, onLookup]);
  let accountName = '';
  if (isSaved) accountName = saved.accountName;
  else if (query && lookup.status === 'resolved') accountName = lookup.accountName;

  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const pending = submitState === 'pending';
  const resolving = query !== null && lookup.status === 'pending';
  const lookupError =
    query !== null && lookup.status === 'failed' && !accountName ? lookup.message : undefined;

  const submit = handleSubmit((values) => {
    if (pending || !accountName) return;
    onSubmit({
      ...(withAccountType ? { accountType: values.accountType as AccountType } : {}),
      bankId: values.bankId,
      accountNumber: values.accountNumber.trim(),
      accountName,
    });
  });

  return (
    <KycForm
      label={label}
      onSubmit={submit}
      submitState={submitState}
      errorMessage={errorMessage}
      validating={isSubmitting}
      submitDisabled={!accountName}
    >
      {withAccountType && (
        <FormSelect
          {...field('accountType')}
          required
          placeholder="Select account type"
          options={accountTypeOptions}
        />
      )}
      <FormSelect
        {...field('bankId')}
        required
        placeholder="Select bank"
        options={namedOptions(banks, 'id')}
      />
      <FormTextField
        {...field('accountNumber')}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
      />
      <TextField
        label={bankDetailsLabels.accountName}
        readOnly
        value={accountName}
        placeholder={resolving ? 'Resolving account name…' : undefined}
        helpText={
          resolving
            ? 'Resolving account name…'
            : 'Filled in from the bank once the account number has 10 digits.'
        }
        error={lookupError}
        aria-busy={resolving || undefined}
      />
    </KycForm>
  );
}
