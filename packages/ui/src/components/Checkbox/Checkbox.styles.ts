import styled, { css } from 'styled-components';
import { stack } from '../../layout';
import { vars } from '../../tokens/vars';
import { visuallyHidden } from '../Field/Field.styles';

export const CheckboxRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
`;

/** Native control tinted with the brand colour: states, forced colours and keyboard come for free. */
export const nativeCheck = css`
  flex-shrink: 0;
  width: 18px;
  height: 18px;
  margin: 1px 0 0;
  accent-color: ${vars.color.action.primary.bg};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

export const CheckboxInput = styled.input`
  ${nativeCheck}
`;

export const CheckboxText = styled.div`
  ${stack(1)}
  min-width: 0;
`;

/**
 * The height of one choice's label line, a checkbox's or a radio's: a list of choices loading
 * reserves it per row (a skeleton of that many rows).
 */
export const CHOICE_ROW_HEIGHT = '20px';

export const CheckboxLabel = styled.label<{ $hidden: boolean; $disabled: boolean }>`
  display: inline-flex;
  gap: ${vars.space[1]};
  color: ${({ $disabled }) => ($disabled ? vars.color.text.disabled : vars.color.text.primary)};
  font-size: ${vars.fontSize.md};
  line-height: ${CHOICE_ROW_HEIGHT};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;
