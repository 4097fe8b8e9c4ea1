import { stack, vars } from '@merchant/ui';
import styled from 'styled-components';
import type { ReconciliationProgress } from '../../types';

const Root = styled.div`
  ${stack(2)}
`;

const Bar = styled.progress`
  width: 100%;
  height: 12px;
  accent-color: ${vars.color.action.primary.bg};
`;

/** The worker's step and how far it is; without a total the bar moves without a figure. */
export function ReconcileProgress({ progress }: { progress: ReconciliationProgress }) {
  const { step, done, total } = progress;
  const percent = total > 0 ? Math.round((done / total) * 100) : null;
  return (
    <Root>
      <span id="reconcile-progress">
        {step}
        {percent === null ? '…' : ` (${percent}%)`}
      </span>
      <Bar
        aria-labelledby="reconcile-progress"
        {...(percent === null ? {} : { value: percent, max: 100 })}
      />
    </Root>
  );
}
