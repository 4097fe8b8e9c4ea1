import styled from 'styled-components';
import { vars } from '@merchant/ui';

/** Bottom centre, above the page and below dialogs, clear of the top right's toasts. */
export const OfferDock = styled.div`
  position: fixed;
  inset-inline: ${vars.space[4]};
  bottom: ${vars.space[4]};
  z-index: ${vars.zIndex.drawer};
  display: flex;
  justify-content: center;
  pointer-events: none;
  & > * {
    pointer-events: auto;
    max-width: 560px;
    box-shadow: ${vars.shadow.lg};
  }
`;

export const OfferActions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
`;
