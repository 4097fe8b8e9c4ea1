import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const ProductForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  max-width: 720px;
`;

export const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
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
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${vars.space[3]};
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
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FeeItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${vars.space[3]};
`;

export const FeeForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

export const FeeActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;
