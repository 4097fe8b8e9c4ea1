import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const ListRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** The display currency and the export progress, under the header. */
export const ListNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;
