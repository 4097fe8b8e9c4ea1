import styled, { createGlobalStyle } from 'styled-components';
import { Banner, vars } from '@merchant/ui';
import { DEMO_BANNER_TEXT } from './sandboxInfo';

/**
 * Pinned to a corner above every page rather than in the flow: the shell fills the viewport, so
 * a strip on top would make every page scroll. It never takes a click from what it covers, and
 * the shell's scroll areas end with room for it, so nothing has to stay under it.
 */
const Corner = styled.div`
  position: fixed;
  bottom: ${vars.space[2]};
  left: ${vars.space[2]};
  z-index: ${vars.zIndex.toast};
  pointer-events: none;
  opacity: 0.95;
`;

const ShellRoom = createGlobalStyle`
  :root {
    --shell-bottom-inset: 56px;
  }
`;

/** The demo's permanent banner: the sandbox answers, no money moves. */
export function DemoBanner() {
  return (
    <Corner>
      <ShellRoom />
      <Banner tone="orange" role="note">
        {DEMO_BANNER_TEXT}
      </Banner>
    </Corner>
  );
}
