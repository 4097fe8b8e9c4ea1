import { Banner, Button, Card, DescriptionList, Link, Menu, money } from '@merchant/ui';
import { PATHS } from '../../routes/paths';
import { Actions, Root } from './RefundDetailsScreen.styles';

/** Why the page shows sample values and its buttons are off: the spec gives it no call. */
export const REFUND_DETAILS_SAMPLE_NOTE =
  'Refund details are not available from the server yet. This page shows sample values only.';
const UNAVAILABLE = 'Not available on the sample page';

export interface RefundDetailsScreenProps {
  /** The id from the route, named on the page. */
  id: string;
  /** Where the back link goes: the refund list as the user left it. */
  backHref?: string;
}

/**
 * /dashboard/refunds/refund-details/{id}: part 2's static placeholder with fixed sample values,
 * 'Refund customer again' and 'Blacklist customer'. Nothing is fetched, so the page says so and
 * its actions are shown disabled with the reason, never as buttons that silently do nothing.
 */
export function RefundDetailsScreen({ id, backHref = PATHS.refunds }: RefundDetailsScreenProps) {
  return (
    <Root>
      <Link href={backHref}>Back to refunds</Link>
      <Banner tone="orange">{REFUND_DETAILS_SAMPLE_NOTE}</Banner>
      <Card>
        <DescriptionList
          title={`Refund ${id}`}
          items={[
            { label: 'Amount', value: money(25_000, 'NGN') },
            { label: 'Refunded', value: money(10_000, 'NGN') },
            { label: 'Customer', value: 'Sample Customer' },
            { label: 'Payment method', value: 'Card' },
          ]}
        />
        <Actions>
          <Button disabled title={UNAVAILABLE}>
            Refund customer again
          </Button>
          <Menu
            label="More actions"
            items={[{ label: 'Blacklist customer', onSelect: () => undefined, disabled: true }]}
          />
        </Actions>
        <p>{UNAVAILABLE}.</p>
      </Card>
    </Root>
  );
}
