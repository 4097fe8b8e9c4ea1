import styled from 'styled-components';
import { vars } from '../../tokens/vars';
import { stack } from '../../layout';

/** The panel's content: a small form, wider than a menu. */
export const PanelForm = styled.form`
  ${stack(4)}
  width: min(360px, calc(100vw - 32px));
  padding: ${vars.space[3]};
`;

export const PanelTitle = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text.primary};
`;

export const PanelActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding-top: ${vars.space[2]};
  border-top: 1px solid ${vars.color.border.default};
`;

export const ActiveCount = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${vars.space[1]};
  border-radius: ${vars.radius.full};
  background: ${vars.color.action.primary.bg};
  color: ${vars.color.action.primary.fg};
  font-size: ${vars.fontSize.xs};
`;
