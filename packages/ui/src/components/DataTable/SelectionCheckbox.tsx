import { lazy, Suspense, type ComponentProps } from 'react';
import type { Checkbox as CheckboxComponent } from '../Checkbox';

const Checkbox = lazy(() => import('../Checkbox').then((module) => ({ default: module.Checkbox })));

/**
 * The selection column's checkbox. Few lists select rows, so the checkbox loads only in a
 * table that shows the column, not with every list.
 */
export function SelectionCheckbox(props: ComponentProps<typeof CheckboxComponent>) {
  return (
    <Suspense fallback={null}>
      <Checkbox {...props} />
    </Suspense>
  );
}
