import { lazy, Suspense, type ComponentProps } from 'react';
import styled from 'styled-components';
import type { Checkbox as CheckboxComponent } from '../Checkbox';
import { VisuallyHidden } from '../Field';
import { vars } from '../../tokens/vars';

const Checkbox = lazy(() => import('../Checkbox').then((module) => ({ default: module.Checkbox })));

/**
 * The room a checkbox without a visible label takes (its 18px box, 1px margin, the gap before
 * its hidden label), held while its code loads so a card's fields do not move when it arrives.
 */
export const CheckboxSpace = styled.span`
  display: block;
  width: calc(18px + ${vars.space[2]});
  height: 19px;
`;

/**
 * The selection column's checkbox. Few lists select rows, so the checkbox loads only in a
 * table that shows the column, not with every list. Until it arrives the cell still names
 * itself, so a header is never empty for a screen reader (axe's empty-table-header), and
 * keeps the checkbox's room.
 */
export function SelectionCheckbox(props: ComponentProps<typeof CheckboxComponent>) {
  return (
    <Suspense
      fallback={
        <CheckboxSpace>
          <VisuallyHidden>{props.label}</VisuallyHidden>
        </CheckboxSpace>
      }
    >
      <Checkbox {...props} />
    </Suspense>
  );
}
