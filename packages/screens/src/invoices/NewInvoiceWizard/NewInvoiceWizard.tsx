import { useState } from 'react';
import { Card, Stepper } from '@merchant/ui';
import type { SubmitState } from '../../types';
import type { InvoiceCurrency, NewInvoiceValues } from '../types';
import { BusinessDetailsStep } from './components/BusinessDetailsStep';
import { InvoiceDetailsStep } from './components/InvoiceDetailsStep';
import { invoiceTotals, type BusinessDetailsValues } from './NewInvoiceWizard.schema';
import { WizardRoot } from './NewInvoiceWizard.styles';

const INVOICE_STEPS = ['Business Details', 'Invoice Details'] as const;

export interface NewInvoiceWizardProps {
  /** The currencies an invoice can be in (from the currencies call). */
  currencies: readonly InvoiceCurrency[];
  /** Today as 'YYYY-MM-DD': the due date's default. */
  today: string;
  /** Called once per attempt by 'Send invoice' with the create payload, total computed. */
  onSubmit: (values: NewInvoiceValues) => void;
  /** Called by Back on step one: the previous page. */
  onCancel: () => void;
  /** Progress of the request. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'. */
  errorMessage?: string;
  /** The step to open on; 0 by default (stories show step two). */
  initialStep?: 0 | 1;
  /** Step one's values to start from (stories). */
  initialBusinessDetails?: BusinessDetailsValues;
}

const NO_DETAILS: BusinessDetailsValues = {
  customerName: '',
  companyName: '',
  emailAddress: '',
  companyEmailAddress: '',
};

/**
 * /dashboard/business/invoice/new-invoice: the two-step wizard of part 1, 'Business Details'
 * then 'Invoice Details'. Step one's answers are kept when Back returns to it.
 */
export function NewInvoiceWizard({
  currencies,
  today,
  onSubmit,
  onCancel,
  submitState,
  errorMessage,
  initialStep = 0,
  initialBusinessDetails = NO_DETAILS,
}: NewInvoiceWizardProps) {
  const [step, setStep] = useState<0 | 1>(initialStep);
  const [details, setDetails] = useState(initialBusinessDetails);
  return (
    <WizardRoot>
      <Stepper steps={INVOICE_STEPS} current={step} aria-label="New invoice steps" />
      <Card>
        {step === 0 ? (
          <BusinessDetailsStep
            values={details}
            onBack={onCancel}
            onNext={(values) => {
              setDetails(values);
              setStep(1);
            }}
          />
        ) : (
          <InvoiceDetailsStep
            currencies={currencies}
            today={today}
            onBack={() => setStep(0)}
            submitState={submitState}
            errorMessage={errorMessage}
            onSubmit={({ items, ...rest }) =>
              onSubmit({
                invoiceTitle: rest.invoiceTitle,
                description: rest.description,
                amount: invoiceTotals(items, rest.discount, rest.tax).total,
                dueDate: rest.dueDate,
                discount: rest.discount,
                tax: rest.tax,
                invoiceItems: items,
                currencyId: rest.currencyId,
                businessDetails: {
                  customerName: details.customerName.trim(),
                  companyName: details.companyName.trim(),
                  emailAddress: details.emailAddress.trim(),
                  companyEmailAddress: details.companyEmailAddress.trim(),
                },
              })
            }
          />
        )}
      </Card>
    </WizardRoot>
  );
}
