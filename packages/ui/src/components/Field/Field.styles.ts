import styled, { css } from 'styled-components';
import { stack } from '../../layout';
import { vars } from '../../tokens/vars';

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/**
 * The box every text-like control shares (input, select, textarea, the shell around an input
 * with a prefix). The border uses the strong tone so the boundary is visible (WCAG 1.4.11).
 */
export const controlBox = css`
  width: 100%;
  min-height: 40px;
  border: 1px solid ${vars.color.border.strong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.text.primary};
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  transition: border-color ${vars.motion.fast} ${vars.motion.easing};
  &[aria-invalid='true'] {
    border-color: ${vars.color.tone.red.solid};
  }
  &:disabled {
    background: ${vars.color.bg.subtle};
    color: ${vars.color.text.disabled};
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${vars.color.text.secondary};
  }
`;

export const FieldRoot = styled.div`
  ${stack(1)}
  min-width: 0;
`;

export const FieldsetRoot = styled.fieldset`
  ${stack(2)}
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const labelText = css`
  display: inline-flex;
  align-items: baseline;
  gap: ${vars.space[1]};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
`;

export const Label = styled.label<{ $hidden: boolean }>`
  ${labelText}
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

export const Legend = styled.legend<{ $hidden: boolean }>`
  ${labelText}
  padding: 0;
  margin-bottom: ${vars.space[2]};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

export const OptionalMarker = styled.span`
  color: ${vars.color.text.secondary};
  font-weight: ${vars.fontWeight.regular};
`;

export const RequiredMarker = styled.span`
  color: ${vars.color.tone.red.fg};
`;

export const HelpText = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[1]};
  margin: 0;
  color: ${vars.color.tone.red.fg};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  svg {
    flex-shrink: 0;
    margin-top: 1px;
  }
`;

export const MessageRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${vars.space[2]};
  &:empty {
    display: none;
  }
`;

export const Messages = styled.div`
  ${stack(1)}
  min-width: 0;
`;
