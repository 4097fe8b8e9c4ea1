import { useId } from 'react';

export interface FieldIds {
  /** Id of the control (input, select, button). */
  controlId: string;
  /** Id of the visible label or legend. */
  labelId: string;
  /** Id of the help text. */
  helpId: string;
  /** Id of the error message. */
  errorId: string;
}

/** Stable ids for a control and its label and messages; `id` overrides the control's. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  return {
    controlId,
    labelId: `${controlId}-label`,
    helpId: `${controlId}-help`,
    errorId: `${controlId}-error`,
  };
}

/** Joins ids for aria-describedby, dropping empty ones; undefined when none are left. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id));
  return present.length > 0 ? present.join(' ') : undefined;
}

/** Whether a message slot has something to show (a React node that renders nothing does not count). */
export function isShown(node: unknown): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
