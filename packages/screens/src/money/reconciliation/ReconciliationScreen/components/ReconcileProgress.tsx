import { stack, vars } from '@merchant/ui';
import styled from 'styled-components';
import type { ReconciliationProgress } from '../../types';

const Root = styled.div`
  ${stack(2)}
`;

/**
 * Drawn from the tokens, not by the browser: Chromium's own bar for a step of unknown size is
 * a stripe that keeps moving, which would say more than the words beside it.
 */
const Bar = styled.progress`
  appearance: none;
  width: 100%;
  height: 12px;
  border: none;
  border-radius: ${vars.radius.full};
  overflow: hidden;
  background: ${vars.color.bg.muted};
  /* Forced colours drop backgrounds: the track keeps an outline there. */
  outline: 1px solid transparent;
  &::-webkit-progress-bar {
    background: ${vars.color.bg.muted};
  }
  &::-webkit-progress-value {
    background: ${vars.color.action.primary.bg};
  }
  &::-moz-progress-bar {
    background: ${vars.color.action.primary.bg};
  }
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
