import styled from 'styled-components';
import { endActions } from '@merchant/ui';

/** The actions of a form with a third button: closer than FormActions' two. */
export const CrowdedActions = styled.div`
  ${endActions(2)}
`;
