import type { ReactNode } from 'react';
import { useOfflineGate, type OfflineGate } from '../../network';
import { DisabledReason } from './DisabledReason';
import { ReasonStack } from './DisabledReason.styles';

export interface OfflineGatedProps {
  /** Completes 'Reconnect to …', e.g. 'log a refund'. */
  action: string;
  /** The control, given the gate: disable it and describe it by the reason's id while offline. */
  children: (gate: OfflineGate) => ReactNode;
}

/**
 * A control that needs the network: online it renders alone; offline it is handed the gate
 * and the reason shows under it.
 */
export function OfflineGated({ action, children }: OfflineGatedProps) {
  const gate = useOfflineGate(action);
  if (!gate.reason) return children(gate);
  return (
    <ReasonStack>
      {children(gate)}
      <DisabledReason id={gate.reasonId}>{gate.reason}</DisabledReason>
    </ReasonStack>
  );
}
