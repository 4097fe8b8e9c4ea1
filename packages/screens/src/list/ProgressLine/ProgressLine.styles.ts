import styled from 'styled-components';
import { vars } from '@merchant/ui';

/** Spans, not divs: it sits in the list's note, a paragraph. */
export const ProgressRoot = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const ProgressTrack = styled.span`
  display: inline-block;
  position: relative;
  width: 96px;
  height: 6px;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.muted};
  /* Forced colours drop backgrounds: the track keeps an outline there. */
  outline: 1px solid transparent;
`;

/** The done part; its width is set on the element, one value per percent. */
export const ProgressFill = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  background: ${vars.color.tone.blue.solid};
`;
