import papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { fetchSettlements } from '@merchant/api';
import { DEMO_BUSINESS_IDS } from '@merchant/api/mocks/demo';
import { sampleStatement } from '@merchant/api/mocks/statement';
import { signInForTests, startSandboxServer } from '@merchant/api/mocks/testing';
import { findHeader } from './header';
import { matchStatement, settlementRange } from './match';
import { readLines } from './readLines';

startSandboxServer();

/** The demo's statement, reconciled as the page does it, against the sandbox's settlements. */
async function reconcileSample(businessId: string) {
  const rows = papa.parse<string[]>(sampleStatement(businessId)).data;
  const header = findHeader(rows);
  if (!header) throw new Error('No header in the sample statement');
  const lines = readLines(rows, header.index, header.mapping, 'NGN');
  if ('reason' in lines) throw new Error(lines.reason);
  const { items } = await fetchSettlements({ dateRange: settlementRange(lines), exportAll: true });
  return matchStatement(lines, items).lines;
}

const counts = (outcomes: string[]) =>
  outcomes.reduce<Record<string, number>>(
    (sums, outcome) => ({ ...sums, [outcome]: (sums[outcome] ?? 0) + 1 }),
    {},
  );

describe('the demo sample statement', () => {
  // The seed changes each day: whatever today's settlements, the sample must give this result.
  it('gives 8 matched, one 500 short, one unknown credit and one missing settlement', async () => {
    signInForTests();
    const ledger = await reconcileSample(DEMO_BUSINESS_IDS.naijaThreads);
    expect(counts(ledger.map((line) => line.outcome))).toEqual({
      Matched: 8,
      'Paid short': 1,
      'Unknown credit': 1,
      Missing: 1,
    });
    expect(ledger.find((line) => line.outcome === 'Paid short')?.difference).toBe(-500);
  });
});
