import { lazy, Suspense, type ComponentProps } from 'react';
import type { Checkbox as CheckboxComponent } from '../Checkbox';
import { VisuallyHidden } from '../Field';

const Checkbox = lazy(() => import('../Checkbox').then((module) => ({ default: module.Checkbox })));

/**
 * The selection column's checkbox. Few lists select rows, so the checkbox loads only in a
 * table that shows the column, not with every list. Until it arrives the cell still names
 * itself, so a header is never empty for a screen reader (axe's empty-table-header).
 */
export function SelectionCheckbox(props: ComponentProps<typeof CheckboxComponent>) {
  return (
    <Suspense fallback={<VisuallyHidden>{props.label}</VisuallyHidden>}>
      <Checkbox {...props} />
    </Suspense>
  );
}
