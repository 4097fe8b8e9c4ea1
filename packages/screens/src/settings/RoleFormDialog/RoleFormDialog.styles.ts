import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const PermissionGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${vars.space[2]} ${vars.space[4]};
`;
