import styled from 'styled-components';
import { stack, vars } from '@merchant/ui';
import { pairFrom } from '../../forms/layout';

/** The column every KYC form uses: fields, then the actions. */
export const FormStack = styled.form`
  ${stack(4)}
  max-width: 720px;
`;

/** Two fields side by side from the medium breakpoint. */
export const FieldGrid = styled.div`
  ${pairFrom('640px')}
`;

/** A titled part of a long form. */
export const FormSection = styled.section`
  ${stack(4)}
`;

export const SectionTitle = styled.h3`
  margin: 0;
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
`;

/** A line of secondary text under a title. */
export const SectionNote = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
`;
