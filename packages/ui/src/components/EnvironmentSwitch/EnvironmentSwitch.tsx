import { useOfflineGate } from '../../network';
import { VisuallyHidden } from '../Field/Field.styles';
import { Spinner } from '../Spinner';
import { Switch } from '../Switch';
import { EnvironmentRoot } from './EnvironmentSwitch.styles';

export interface EnvironmentSwitchProps {
  /** Whether the Live environment is in use (off: Test). The app maps its profile's environment. */
  live: boolean;
  /** Asks to flip to the other environment; the parent switches and reloads. */
  onToggle: () => void;
  /** While the switch is in flight: the control is disabled and a spinner says so. */
  pending?: boolean;
  /** Accessible name of the switch; its on state is Live. */
  label?: string;
}

/**
 * The header's Test/Live switch, with the environment in words beside it. Offline it is disabled:
 * the top bar has no room for the reason's line, so it is the switch's description and tooltip.
 */
export function EnvironmentSwitch({
  live,
  onToggle,
  pending = false,
  label = 'Live mode',
}: EnvironmentSwitchProps) {
  const gate = useOfflineGate('switch the environment');
  return (
    <EnvironmentRoot data-environment={live ? 'Live' : 'Test'}>
      <Switch
        label={label}
        hideLabel
        checked={live}
        onChange={() => onToggle()}
        stateLabels={{ on: 'Live', off: 'Test' }}
        disabled={pending || gate.disabled}
        aria-busy={pending || undefined}
        aria-describedby={gate.reason && gate.reasonId}
        title={gate.reason}
      />
      {gate.reason && <VisuallyHidden id={gate.reasonId}>{gate.reason}</VisuallyHidden>}
      {pending && <Spinner size={14} label="Switching environment" />}
    </EnvironmentRoot>
  );
}
