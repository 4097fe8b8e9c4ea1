import { vars } from '@merchant/ui';
import styled from 'styled-components';

/** The long text scrolls inside the page, so the choice below stays in reach. */
export const TermsScroll = styled.div`
  max-height: 420px;
  overflow-y: auto;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};

  &:focus-visible {
    outline: 2px solid ${vars.color.border.focus};
    outline-offset: 2px;
  }

  h3 {
    margin: ${vars.space[4]} 0 ${vars.space[2]};
    font-size: ${vars.fontSize.lg};
  }
  h3:first-child {
    margin-top: 0;
  }
  ol {
    margin: 0;
    padding-left: ${vars.space[6]};
  }
  li + li {
    margin-top: ${vars.space[2]};
  }
`;

export const TermsActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;
