/**
 * The figures the terms quote (spec §9), written once so the text and its tests agree.
 */
const TERMS_FIGURES = {
  disputeClaimHours: 48,
  changeOfInformationDays: 14,
  feeRevisionNoticeDays: 5,
  errorNotificationDays: 45,
  arbitrationAfterMonths: 1,
  liabilityCapUsd: '20,000',
  minimumAge: 18,
} as const;

const f = TERMS_FIGURES;

/** One part of the terms: a heading and its clauses. */
export interface TermsPart {
  title: string;
  clauses: readonly string[];
}

/** The Terms and Conditions: business terms, merchant terms of service, acceptable use policy. */
export const TERMS_PARTS: readonly TermsPart[] = [
  {
    title: 'Business terms',
    clauses: [
      'These business terms govern your use of the payment services offered through this dashboard by your business (the merchant) and by every user you invite. By accepting them you confirm that you are authorised to bind the business.',
      `Every user of the dashboard must be ${f.minimumAge} years of age or over. You must not open an account for, or give access to, anyone younger.`,
      `The information you give during onboarding must be true, complete and current. You must tell us of any change to it, including your directors, shareholders, address, bank account or line of business, within ${f.changeOfInformationDays} days of the change.`,
      'We may ask for further documents at any time to verify your business, its owners and the source of its funds, and we may limit or suspend the services until they are provided.',
      `We charge the fees shown in your dashboard. We may revise our fees by giving you at least ${f.feeRevisionNoticeDays} days' notice before the revised fees apply; continuing to use the services after that date means you accept them.`,
      'Settlements are paid to the bank account you registered, net of fees, refunds, chargebacks and any reserve we hold. We may hold a rolling reserve where the risk of your business requires it.',
    ],
  },
  {
    title: 'Merchant terms of service',
    clauses: [
      `A customer may dispute a payment with you. You must respond to every dispute claim we send you, with the evidence we ask for, within ${f.disputeClaimHours} hours of receiving it; a claim left unanswered may be decided against you and the amount debited from your balance.`,
      `You must check your statements and settlements and tell us of any error within ${f.errorNotificationDays} days of the date of the transaction concerned. After that period the transaction is taken as correct.`,
      'You must keep your sign-in details, one-time passwords and API keys secret. You are responsible for every instruction given with them until you tell us they have been compromised.',
      `Our total liability to you for any claim arising from a transaction is limited to the lesser of the amount of that transaction or ${f.liabilityCapUsd} US dollars. We are not liable for indirect or consequential loss, loss of profit or loss of data.`,
      `A dispute between you and us that is not resolved within ${f.arbitrationAfterMonths} month of either party notifying the other of it shall be referred to arbitration, whose decision is final and binding on both parties.`,
      'We may end or suspend these terms immediately if you breach them, if required by law or by a card scheme, or if your account shows signs of fraud. You may end them at any time by closing your account once every amount owed has been settled.',
    ],
  },
  {
    title: 'Acceptable use policy',
    clauses: [
      'You must not use the services for any unlawful activity, including fraud, money laundering, terrorist financing, or the sale of goods or services that are illegal where you or your customers are.',
      'You must not accept payments for counterfeit goods, weapons, unlicensed gambling, unlicensed financial services, or adult content, or for any business we have told you we do not support.',
      'You must not process a payment that does not arise from a genuine sale of your own goods or services, split a single sale into several payments, or accept payments on behalf of another business.',
      'You must not attempt to interfere with, probe or overload the dashboard or the API, or to reach data that is not yours.',
      'We may refuse, hold or reverse any payment that we reasonably believe breaks this policy, and we may report it to the authorities.',
    ],
  },
];
