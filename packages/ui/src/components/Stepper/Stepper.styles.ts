import styled, { css } from 'styled-components';
import { vars } from '../../tokens/vars';
import { bareList } from '../../layout';

export type StepState = 'complete' | 'current' | 'upcoming';

export const StepperList = styled.ol`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  ${bareList}
  flex-wrap: wrap;
`;

export const StepperItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  &:not(:last-child)::after {
    content: '';
    display: block;
    width: ${vars.space[10]};
    height: 1px;
    background: ${vars.color.border.strong};
  }
`;

const markerStates: Record<StepState, ReturnType<typeof css>> = {
  complete: css`
    background: ${vars.color.tone.green.solid};
    border-color: ${vars.color.tone.green.solid};
    color: ${vars.color.text.inverse};
  `,
  current: css`
    background: ${vars.color.action.primary.bg};
    border-color: ${vars.color.action.primary.bg};
    color: ${vars.color.action.primary.fg};
  `,
  upcoming: css`
    background: ${vars.color.bg.surface};
    border-color: ${vars.color.border.strong};
    color: ${vars.color.text.secondary};
  `,
};

export const StepMarker = styled.span<{ $state: StepState }>`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  flex-shrink: 0;
  border: 2px solid;
  border-radius: ${vars.radius.full};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  ${({ $state }) => markerStates[$state]}
`;

const stepContent = css<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.md};
  font-weight: ${({ $state }) =>
    $state === 'current' ? vars.fontWeight.semibold : vars.fontWeight.medium};
  color: ${({ $state }) =>
    $state === 'upcoming' ? vars.color.text.secondary : vars.color.text.primary};
`;

export const StepContent = styled.span<{ $state: StepState }>`
  ${stepContent}
`;

export const StepButton = styled.button<{ $state: StepState }>`
  ${stepContent}
  padding: ${vars.space[1]};
  margin: calc(-1 * ${vars.space[1]});
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  font-family: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;
