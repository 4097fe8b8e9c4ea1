import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const TabList = styled.div`
  display: flex;
  gap: ${vars.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${vars.color.border.default};
`;

export const TabButton = styled.button`
  flex: none;
  margin-bottom: -1px;
  padding: ${vars.space[2]} ${vars.space[4]};
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${vars.color.text.secondary};
  font: inherit;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${vars.motion.fast} ${vars.motion.easing},
    border-color ${vars.motion.fast} ${vars.motion.easing};
  &:hover:not(:disabled) {
    color: ${vars.color.text.primary};
  }
  /* Selection shows as weight and an underline, not colour alone. */
  &[aria-selected='true'] {
    border-bottom-color: ${vars.color.text.link};
    color: ${vars.color.text.primary};
    font-weight: ${vars.fontWeight.semibold};
  }
  &:disabled {
    color: ${vars.color.text.disabled};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const TabPanel = styled.div`
  padding-top: ${vars.space[4]};
  &[hidden] {
    display: none;
  }
`;
