import styled from 'styled-components';
import { stack } from '../../layout';
import { vars } from '../../tokens/vars';
import { CHOICE_ROW_HEIGHT, nativeCheck } from '../Checkbox/Checkbox.styles';

export type RadioGroupOrientation = 'horizontal' | 'vertical';

export const Options = styled.div<{ $orientation: RadioGroupOrientation }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ $orientation }) =>
    $orientation === 'horizontal' ? `${vars.space[2]} ${vars.space[6]}` : vars.space[3]};
`;

export const Option = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
`;

export const RadioInput = styled.input`
  ${nativeCheck}
`;

export const OptionText = styled.div`
  ${stack(1)}
`;

export const OptionLabel = styled.label<{ $disabled: boolean }>`
  color: ${({ $disabled }) => ($disabled ? vars.color.text.disabled : vars.color.text.primary)};
  font-size: ${vars.fontSize.md};
  line-height: ${CHOICE_ROW_HEIGHT};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;
