import type { MouseEvent } from 'react';
import { action } from 'storybook/actions';
import type { LinkComponentProps } from '@merchant/ui';

const navigate = action('navigate');

/**
 * The router of Storybook: links render real anchors (so hrefs can be asserted) but a click is
 * logged in the Actions panel instead of leaving the story.
 */
export function StoryLink({ href, children, onClick, ...rest }: LinkComponentProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
