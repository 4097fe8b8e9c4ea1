import styled from 'styled-components';
import { autoGrid, bareList, endActions, stack, vars } from '@merchant/ui';

export const ProductForm = styled.form`
  ${stack(4)}
  max-width: 720px;
`;

export const Section = styled.fieldset`
  ${stack(3)}
  margin: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
`;

export const SectionTitle = styled.legend`
  padding: 0 ${vars.space[1]};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text.primary};
`;

export const FieldPair = styled.div`
  ${autoGrid('220px', 3)}
`;

export const UrlRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[2]};

  & > :first-child {
    flex: 1;
  }
`;

export const FeeList = styled.ul`
  ${stack(2)}
  ${bareList}
`;

export const FeeItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const FormActions = styled.div`
  ${endActions(3)}
  align-items: center;
`;
