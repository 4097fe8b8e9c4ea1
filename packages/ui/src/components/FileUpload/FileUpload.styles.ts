import styled from 'styled-components';
import { oneLine, stack } from '../../layout';
import { vars } from '../../tokens/vars';

export const Root = styled.div`
  ${stack(2)}
  min-width: 0;
`;

export const DropZone = styled.button<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  width: 100%;
  min-height: 112px;
  padding: ${vars.space[4]};
  border: 2px dashed
    ${({ $dragging }) => ($dragging ? vars.color.border.focus : vars.color.border.strong)};
  border-radius: ${vars.radius.lg};
  background: ${({ $dragging }) => ($dragging ? vars.color.bg.subtle : vars.color.bg.surface)};
  color: ${vars.color.text.primary};
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  text-align: center;
  cursor: pointer;
  transition:
    border-color ${vars.motion.fast} ${vars.motion.easing},
    background ${vars.motion.fast} ${vars.motion.easing};
  &:hover:not(:disabled) {
    border-color: ${vars.color.border.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.tone.red.solid};
  }
  &:disabled {
    background: ${vars.color.bg.subtle};
    color: ${vars.color.text.secondary};
    cursor: not-allowed;
  }
  > svg {
    color: ${vars.color.text.secondary};
  }
`;

export const DropTitle = styled.span`
  font-weight: ${vars.fontWeight.semibold};
`;

export const DropHint = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;

export const FileNames = styled.span`
  font-weight: ${vars.fontWeight.regular};
`;

export const List = styled.ul`
  ${stack(2)}
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
`;

export const Thumb = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  overflow: hidden;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.bg.subtle};
  color: ${vars.color.text.secondary};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const ItemText = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

export const ItemName = styled.span`
  ${oneLine}
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};
`;

export const ItemSize = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;
