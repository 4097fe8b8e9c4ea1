import { CheckIcon } from '../../icons';
import { Menu, type MenuItem } from '../Menu';
import { VisuallyHidden } from '../Field';
import { CheckSlot, ItemMarks, Symbol, TriggerText } from './CurrencySelect.styles';

export interface Currency {
  /** ISO-style code sent back on change, e.g. 'NGN'. */
  shortName: string;
  /** Full name, e.g. 'Nigerian Naira'. */
  name: string;
  /** Optional symbol shown beside it, e.g. '₦'. */
  symbol?: string;
}

export interface CurrencySelectProps {
  /** The currencies on offer. */
  currencies: readonly Currency[];
  /** The selected currency's short name. */
  value: string;
  /** Called with the chosen currency's short name. */
  onChange: (shortName: string) => void;
  /** Accessible name of the control; also read before the current value. */
  label?: string;
  /** Icon-only trigger for the collapsed sidebar. */
  compact?: boolean;
  /** Disables the control. */
  disabled?: boolean;
}

const display = (currency: Currency) => `${currency.shortName} (${currency.name})`;

/** The global display currency: a menu listing 'shortName (name)', e.g. 'NGN (Nigerian Naira)'. */
export function CurrencySelect({
  currencies,
  value,
  onChange,
  label = 'Currency',
  compact = false,
  disabled = false,
}: CurrencySelectProps) {
  const current = currencies.find((currency) => currency.shortName === value);
  const items: MenuItem[] = currencies.map((currency) => ({
    label: display(currency),
    icon: (
      <ItemMarks>
        <CheckSlot>{currency.shortName === value && <CheckIcon size={16} />}</CheckSlot>
        {currency.symbol && <Symbol>{currency.symbol}</Symbol>}
      </ItemMarks>
    ),
    onSelect: () => {
      if (currency.shortName !== value) onChange(currency.shortName);
    },
  }));

  if (compact) {
    return (
      <Menu
        variant="icon"
        label={`${label}: ${current ? display(current) : value}`}
        icon={<Symbol>{current?.symbol ?? value}</Symbol>}
        items={items}
        align="start"
        disabled={disabled}
      />
    );
  }

  return (
    <Menu
      variant="secondary"
      size="sm"
      label={label}
      triggerContent={
        <TriggerText>
          <VisuallyHidden>{label}: </VisuallyHidden>
          {current?.symbol && <Symbol aria-hidden="true">{current.symbol}</Symbol>}
          {current ? display(current) : value}
        </TriggerText>
      }
      items={items}
      disabled={disabled}
    />
  );
}
