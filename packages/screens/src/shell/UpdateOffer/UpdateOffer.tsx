import { Banner, Button } from '@merchant/ui';
import { UPDATE_OFFER_TEXT } from './texts';
import { OfferDock, OfferActions } from './UpdateOffer.styles';

export interface UpdateOfferProps {
  /** Switches to the new version: the page reloads. */
  onReload: () => void;
  /** Hides the offer until the next visit; the current version keeps working. */
  onLater: () => void;
}

/**
 * Offers a new version of the dashboard, at the bottom of the window over any page. The page
 * reloads only on 'Reload', never by itself: the merchant finishes what they are doing first.
 */
export function UpdateOffer({ onReload, onLater }: UpdateOfferProps) {
  return (
    <OfferDock>
      <Banner
        tone="blue"
        action={
          <OfferActions>
            <Button variant="ghost" size="sm" onClick={onLater}>
              {UPDATE_OFFER_TEXT.later}
            </Button>
            <Button size="sm" onClick={onReload}>
              {UPDATE_OFFER_TEXT.reload}
            </Button>
          </OfferActions>
        }
      >
        {UPDATE_OFFER_TEXT.message}
      </Banner>
    </OfferDock>
  );
}
