import { createKeys } from '../../core';

/**
 * The dashboard's 'What needs you' counts, read together from the lists' own calls. Every call
 * that changes one of them (treating a chargeback, sending or verifying a payout) revalidates it.
 */
export const pendingWorkKeys = createKeys('pendingWork');
