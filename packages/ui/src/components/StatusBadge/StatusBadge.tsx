import { Badge, type BadgeProps } from '../Badge';
import { resolveStatus, type StatusMap } from './statusMap';

export interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'tone'> {
  /** The status as the API sends it, e.g. 'Successful'. */
  status: string | null | undefined;
  /** The domain's table from `defineStatusMap`, kept beside that domain's screens. */
  map: StatusMap;
}

/**
 * A badge for a domain status: the table gives its label and tone. The label is always visible
 * text; unknown statuses show their own text in the table's fallback tone.
 */
export function StatusBadge({ status, map, ...rest }: StatusBadgeProps) {
  const { label, tone } = resolveStatus(map, status);
  return (
    <Badge tone={tone} data-tone={tone} {...rest}>
      {label}
    </Badge>
  );
}
