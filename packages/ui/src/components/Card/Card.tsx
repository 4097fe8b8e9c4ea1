import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { CardActions, CardHeader, CardRoot, CardTitle, type CardPadding } from './Card.styles';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Heading at the top; when given, the card becomes a region named by it. */
  title?: ReactNode;
  /** Level of the title heading, so the card fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Controls at the right of the header (buttons, links, menus). */
  actions?: ReactNode;
  /** Inner spacing. */
  padding?: CardPadding;
  /** The card body. */
  children?: ReactNode;
}

/** A bordered surface that groups related content, with an optional titled header and actions. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { title, headingLevel = 2, actions, padding = 'md', children, ...rest },
  ref,
) {
  const titleId = useId();
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <CardRoot
      ref={ref}
      as={title !== undefined ? 'section' : 'div'}
      aria-labelledby={title !== undefined ? titleId : undefined}
      $padding={padding}
      {...rest}
    >
      {hasHeader && (
        <CardHeader>
          {title !== undefined && (
            <CardTitle as={`h${headingLevel}`} id={titleId}>
              {title}
            </CardTitle>
          )}
          {actions !== undefined && <CardActions>{actions}</CardActions>}
        </CardHeader>
      )}
      {children}
    </CardRoot>
  );
});
