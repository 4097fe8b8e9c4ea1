import { defineStatusMap, normalizeStatus, type SelectOption } from '@merchant/ui';
import {
  CHARGEBACK_DETAIL_STATUSES,
  CHARGEBACK_STATUSES,
  type ChargebackDetailStatus,
  type ChargebackStatus,
} from '@merchant/api/contract';

// The lists and types are the contract's (declared once, in the api schemas); the tables are ours.
export { CHARGEBACK_DETAIL_STATUSES, CHARGEBACK_STATUSES };
export type { ChargebackDetailStatus, ChargebackStatus };

/**
 * List badge colours, part 2 section 4: "Won green; Lost (and Accepted in preset lists) red;
 * Pending and New orange; Awaiting Response indigo", and "New blue in preset lists". Assessment
 * has no colour in the spec: it reads as an unknown status does, neutral with its own word.
 */
export const chargebackStatusMap = defineStatusMap<ChargebackStatus>({
  Won: 'green',
  Lost: 'red',
  Accepted: 'red',
  Pending: 'orange',
  New: 'orange',
  'Awaiting Response': 'indigo',
});

/** The same colours in a preset (status route) list, where New is blue. */
export const presetChargebackStatusMap = defineStatusMap<ChargebackStatus>({
  ...chargebackStatusMap.entries,
  New: 'blue',
});

/** The list's status filter, part 2 "Chargebacks": "Won, Lost, Pending, Awaiting Response, Assessment". */
export const CHARGEBACK_STATUS_FILTER_OPTIONS = [
  { value: 'Won', label: 'Won' },
  { value: 'Lost', label: 'Lost' },
  { value: 'Pending', label: 'Pending' },
  { value: 'Awaiting Response', label: 'Awaiting Response' },
  { value: 'Assessment', label: 'Assessment' },
] as const satisfies readonly SelectOption[];

/** "Treatment (accepted or declined) is offered from the list's detail modal when status is new or pending." */
export function canTreatChargeback(status: string | null | undefined): boolean {
  const key = normalizeStatus(status ?? '');
  return key === normalizeStatus('New') || key === normalizeStatus('Pending');
}

/** Details badge colours: "Successful green, Initiated blue, Pending orange, Failed red". */
export const chargebackDetailStatusMap = defineStatusMap<ChargebackDetailStatus>({
  Successful: 'green',
  Initiated: 'blue',
  Pending: 'orange',
  Failed: 'red',
});
