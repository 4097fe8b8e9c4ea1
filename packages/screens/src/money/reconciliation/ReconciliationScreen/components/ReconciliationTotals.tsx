import { StatCard, autoGrid, money } from '@merchant/ui';
import styled from 'styled-components';
import type { ReconciliationTotal } from '../../types';

const Grid = styled.section`
  ${autoGrid('200px', 3)}
`;

/** Settled, received and the difference, per currency of the statement. */
export function ReconciliationTotals({ totals }: { totals: readonly ReconciliationTotal[] }) {
  return (
    <>
      {totals.map((total) => (
        <Grid key={total.currency} aria-label={`Totals in ${total.currency}`}>
          <StatCard
            label={`Settled (${total.currency})`}
            value={money(total.settled, total.currency)}
          />
          <StatCard
            label={`Received (${total.currency})`}
            value={money(total.received, total.currency)}
          />
          <StatCard
            label={`Difference (${total.currency})`}
            value={money(total.difference, total.currency)}
          />
        </Grid>
      ))}
    </>
  );
}
