import { BriefcaseIcon, CheckIcon } from '../../icons';
import { useOfflineGate } from '../../network';
import { VisuallyHidden } from '../Field/Field.styles';
import { Menu, type MenuItem } from '../Menu';
import {
  ActiveName,
  MerchantIdLine,
  MerchantIdValue,
  SwitcherRoot,
} from './BusinessSwitcher.styles';

export interface Business {
  /** The subsidiary id sent when switching. */
  id: string;
  /** Business name shown in the list; names should be unique within the login. */
  name: string;
  /** Merchant ID shown under the active business; the id when omitted. */
  merchantId?: string;
}

export interface BusinessSwitcherProps {
  /** Every business this login can use. */
  businesses: readonly Business[];
  /** Id of the business in use. */
  activeId: string;
  /** Called with the chosen business's id; choosing the active one does nothing. */
  onSwitch: (id: string) => void;
  /** Icon-only trigger for the collapsed sidebar (the Merchant ID is hidden). */
  compact?: boolean;
  /** Disables the switcher, e.g. while a switch is in flight. */
  disabled?: boolean;
}

const MENU_LABEL = 'Switch business';

/** The active business with its Merchant ID, and a menu listing every business to switch to. */
export function BusinessSwitcher({
  businesses,
  activeId,
  onSwitch,
  compact = false,
  disabled = false,
}: BusinessSwitcherProps) {
  // Offline the switch is disabled; the top bar has no room for the reason's line, so it is the
  // trigger's description.
  const gate = useOfflineGate('switch the business');
  const reason = gate.reason && <VisuallyHidden id={gate.reasonId}>{gate.reason}</VisuallyHidden>;
  const describedBy = gate.reason && gate.reasonId;
  const active = businesses.find((business) => business.id === activeId);
  const items: MenuItem[] = businesses.map((business) => ({
    label: business.name,
    icon: business.id === activeId ? <CheckIcon size={16} /> : <BriefcaseIcon size={16} />,
    onSelect: () => {
      if (business.id !== activeId) onSwitch(business.id);
    },
  }));

  if (compact) {
    return (
      <>
        <Menu
          variant="icon"
          label={active ? `${MENU_LABEL}, current: ${active.name}` : MENU_LABEL}
          icon={<BriefcaseIcon size={20} />}
          items={items}
          align="start"
          disabled={disabled || gate.disabled}
          describedBy={describedBy}
        />
        {reason}
      </>
    );
  }

  return (
    <SwitcherRoot>
      <Menu
        variant="ghost"
        label={MENU_LABEL}
        triggerContent={
          <ActiveName>
            <BriefcaseIcon size={16} />
            {active?.name ?? 'Select a business'}
          </ActiveName>
        }
        items={items}
        disabled={disabled || gate.disabled}
        describedBy={describedBy}
      />
      {reason}
      {active && (
        <MerchantIdLine>
          <span>Merchant ID</span>{' '}
          <MerchantIdValue>{active.merchantId ?? active.id}</MerchantIdValue>
        </MerchantIdLine>
      )}
    </SwitcherRoot>
  );
}
