import styled from 'styled-components';
import { stack, vars } from '@merchant/ui';

export const LogoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[4]};
  margin-bottom: ${vars.space[4]};

  & > :nth-child(2) {
    flex: 1 1 260px;
  }
`;

/** The upload's place in the loading logo row: its label, drop zone and help, as FileUpload lays them out. */
export const LogoUploadSpace = styled.div`
  ${stack(2)}
  min-width: 0;
`;

/** One line of a field's small text (the upload's label, its help), holding a bar. */
export const TextLine = styled.div`
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
`;

/** A field's place while it loads: its label above its control, as Field lays them out. */
export const FieldSpace = styled.div`
  ${stack(1)}
`;
