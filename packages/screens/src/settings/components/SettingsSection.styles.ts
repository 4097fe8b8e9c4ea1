import styled from 'styled-components';
import { endActions, spread, stack, vars } from '@merchant/ui';

export const SectionHeader = styled.div`
  ${spread(3)}
  margin-bottom: ${vars.space[4]};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
`;

/** A settings page: its sections stacked. */
export const SettingsPage = styled.div`
  ${stack(5)}
`;

/** A form's fields stacked, with its actions at the end. */
export const SettingsForm = styled.form`
  ${stack(4)}
  max-width: 480px;
`;

/** Buttons at the end of a form or dialog. */
export const SettingsActions = styled.div`
  ${endActions(3)}
`;
