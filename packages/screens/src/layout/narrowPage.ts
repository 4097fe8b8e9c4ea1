import { css } from 'styled-components';
import { stack, type SpaceStep } from '@merchant/ui';

/** A page of reading width, centred: the onboarding and compliance steps. */
export const narrowPage = (gap: SpaceStep) => css`
  ${stack(gap)}
  width: 100%;
  max-width: 880px;
  margin: 0 auto;
`;
