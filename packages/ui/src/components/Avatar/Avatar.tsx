import { useState } from 'react';
import { useDataSaver } from '../../network/DataSaver';
import { useTrustedOrigins } from '../Link/LinkProvider';
import { safeExternalUrl } from '../Link/safeUrl';
import { AvatarImage, AvatarRoot, type AvatarKind, type AvatarSize } from './Avatar.styles';
import { initialsOf, toneOf } from './initials';

export interface AvatarProps {
  /** The person's or business's name: the image's alt text and the source of the initials. */
  name: string;
  /**
   * Picture URL, shown only when `safeExternalUrl` lets it (https:, or a trusted origin of
   * `LinkProvider`); initials show when it is missing, refused or fails to load.
   */
  src?: string;
  /** 28, 36 or 48 pixels. */
  size?: AvatarSize;
  /** Hides the avatar from assistive technology when the name is already written beside it. */
  decorative?: boolean;
  /** 'item' for a product's image: square, and its initials on a neutral ground. */
  kind?: AvatarKind;
  /** Class name, so a layout can place the avatar. */
  className?: string;
}

/**
 * The picture of a person, business or item. Pictures come from the API (logos, product
 * images), so an address that is not https: or a trusted origin is never loaded: not
 * `javascript:` or `data:`, nor plain http that anyone on the network could swap. When there is
 * none, it is refused, or it fails to load, it shows the name's initials, never the browser's
 * broken-image icon: on a tone picked from the name (a person, a business), or neutral (an item).
 * With data saver on, no picture is loaded: the initials show.
 */
export function Avatar({
  name,
  src,
  size = 'md',
  decorative = false,
  kind = 'person',
  className,
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const safeSrc = safeExternalUrl(src, useTrustedOrigins());
  const savingData = useDataSaver();
  const showImage = safeSrc !== null && safeSrc !== failedSrc && !savingData;
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : showImage
      ? {}
      : { role: 'img' as const, 'aria-label': name };
  return (
    <AvatarRoot
      className={className}
      $size={size}
      $kind={kind}
      $tone={kind === 'item' ? 'neutral' : toneOf(name)}
      {...a11y}
    >
      {showImage ? (
        <AvatarImage
          src={safeSrc}
          alt={decorative ? '' : name}
          onError={() => setFailedSrc(safeSrc)}
        />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </AvatarRoot>
  );
}
