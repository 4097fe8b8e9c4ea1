import styled from 'styled-components';
import { spread, stack, vars } from '@merchant/ui';
import { pairFrom } from '../../forms/layout';

/** The column every access form uses: fields, then the actions. */
export const AuthForm = styled.form`
  ${stack(4)}
`;

/** Two fields side by side from the medium breakpoint (first and last name). */
export const FieldRow = styled.div`
  ${pairFrom('480px')}
`;

/** A line of text with an inline action, e.g. "Forgot password? Reset here". */
export const InlineRow = styled.p`
  ${spread(2)}
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.md};
`;

/** Body text inside the card. */
export const BodyText = styled.p`
  margin: 0;
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  overflow-wrap: anywhere;
`;

/** A vertical stack of actions or results. */
export const Stack = styled.div`
  ${stack(3)}
  align-items: stretch;
`;

/** A busy indicator with its text on one line. */
export const BusyRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[6]} 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.md};
`;
