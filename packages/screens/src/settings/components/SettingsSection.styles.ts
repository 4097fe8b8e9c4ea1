import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
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
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

/** A form's fields stacked, with its actions at the end. */
export const SettingsForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  max-width: 480px;
`;

/** Buttons at the end of a form or dialog. */
export const SettingsActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[3]};
`;
