import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { FileIcon } from '../../icons';
import {
  EmptyStateAction,
  EmptyStateIcon,
  EmptyStateMessage,
  EmptyStateRoot,
  StateTitle,
} from './EmptyState.styles';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The spec's empty text, e.g. 'You currently do not have any transactions'. */
  message: ReactNode;
  /** Optional bold line above the message, e.g. 'You have not made any transfers'. */
  title?: ReactNode;
  /** Decorative illustration; a file icon by default, `null` hides it. */
  icon?: ReactNode;
  /** A call to action such as a 'Make a Transfer' button. */
  action?: ReactNode;
}

/** What a list or page shows when there is nothing to show yet. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { message, title, icon = <FileIcon size={24} />, action, ...rest },
  ref,
) {
  return (
    <EmptyStateRoot ref={ref} {...rest}>
      {icon !== null && <EmptyStateIcon aria-hidden="true">{icon}</EmptyStateIcon>}
      {title !== undefined && <StateTitle>{title}</StateTitle>}
      <EmptyStateMessage>{message}</EmptyStateMessage>
      {action !== undefined && <EmptyStateAction>{action}</EmptyStateAction>}
    </EmptyStateRoot>
  );
});
