import styled from 'styled-components';
import { vars } from '../../tokens/vars';
import { Select } from '../Select';

export const PaginationRoot = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[4]};
  padding: ${vars.space[3]} ${vars.space[4]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};
`;

export const PageSize = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const PageSizeSelect = styled(Select)`
  width: 88px;
`;

export const PageStatus = styled.span`
  color: ${vars.color.text.primary};
  font-weight: ${vars.fontWeight.medium};
`;

export const Steps = styled.div`
  display: inline-flex;
  gap: ${vars.space[2]};
`;
