import { useRef, useState } from 'react';
import {
  emitApiEvent,
  failureOutcome,
  isApiError,
  merchantMessage,
  type MoneyCall,
} from '@merchant/api';
import type {
  MoneyNotice,
  MoneyOutcomeDialogProps,
  MoneyRecordRow,
  SubmitState,
} from '@merchant/screens';
import { serverContextMismatch } from '../../session/serverContext';
import { coolingEntry, recordOutcome, recordSend, type MoneyList } from './moneyLedger';
import { snapshotOf, verdictOf, type ListSnapshot, type MoneyInstruction } from './moneyRecords';

/** A money mutation of @merchant/api (`useMoneyMutation`). */
interface MoneyMutation<Payload, Result> {
  /** SWR types a mutation's result as possibly undefined (never, as it throws on errors). */
  trigger: (call: MoneyCall<Payload>) => Promise<Result | undefined>;
  reset: () => void;
}

export interface MoneyActionConfig<Payload, Result> {
  /** Names the action in the ledger ('payout-initiate'): each action cools on its own. */
  name: string;
  /** The action's noun in the notices: 'payout', 'refund', 'invoice'. */
  action: string;
  /** The list it records into, whose banner shows a duplicate or an unresolved outcome. */
  list: MoneyList;
  mutation: MoneyMutation<Payload, Result>;
  /** The instructions a payload carries (a bulk file carries several). */
  instructionsOf: (payload: Payload) => MoneyInstruction[];
  /** Reads the affected list afresh, newest first, as notice rows. */
  loadRecords: () => Promise<MoneyRecordRow[]>;
  /** What the dialog does once the server confirmed and the list shows no duplicate. */
  onDone: (result: Result) => void;
  /** The money dialog's title, which its outcome dialog keeps ('Transfer'). */
  title: string;
  /** Closes the money dialog (its form or its outcome); nothing is sent. */
  onClose: () => void;
}

export interface MoneyAction<Payload> {
  /** Sends the payload once, unless the same instruction is cooling off (then shows it). */
  submit: (payload: Payload) => void;
  /**
   * When set, the flow renders `<MoneyOutcomeDialog {...outcome} />` in place of its form: the
   * notice, the confirmation that sends again, and the close below.
   */
  outcome: MoneyOutcomeDialogProps | undefined;
  /** Clears the notice and the refusal, then closes the dialog. */
  close: () => void;
  submitState: SubmitState;
  /** Why nothing was sent, or the server's refusal once the list confirmed nothing moved. */
  errorMessage: string | undefined;
}

/** How a call ended, before the list is read. */
type Answer =
  { kind: 'confirmed'; result: unknown } | { kind: 'refused' | 'unknown'; error?: unknown };

/**
 * The one place a money dialog's send ends (ADR 015). The affected list is read just before the
 * call and again after its answer, or its silence: the rows it gained that match the
 * instruction are what happened. Recorded twice stops the dialog with both rows (and a banner
 * on the list); recorded once is done, whatever the answer said; nothing recorded after a
 * refusal shows the refusal, and after no answer says the outcome is unknown. Sending the same
 * instruction again within the cooling period needs the merchant's confirmation.
 */
export function useMoneyAction<Payload, Result>(
  config: MoneyActionConfig<Payload, Result>,
): MoneyAction<Payload> {
  const { name, action, list, mutation, instructionsOf, loadRecords, onDone, title, onClose } =
    config;
  const [notice, setNotice] = useState<MoneyNotice>();
  const [pendingSend, setPendingSend] = useState(false);
  const [problem, setProblem] = useState<string>();
  const pending = useRef<Payload | undefined>(undefined);

  /** Shows what an earlier send of a cooling instruction made, without sending. */
  const showHeld = async (before: ListSnapshot, instructions: MoneyInstruction[]) => {
    setNotice({ kind: 'held', action, rows: [], checking: true });
    const after = await loadRecords().catch(() => []);
    setNotice({ kind: 'held', action, rows: verdictOf(before, after, instructions).rows });
  };

  const decide = async (answer: Answer, before: ListSnapshot, instructions: MoneyInstruction[]) => {
    if (answer.kind === 'unknown') setNotice({ kind: 'unknown', action, rows: [], checking: true });
    const after = await loadRecords().catch(() => undefined);
    const verdict = after ? verdictOf(before, after, instructions) : undefined;
    const settle = (outcome: 'refused' | 'settled' | 'unknown' | 'duplicate') =>
      recordOutcome(name, instructions, outcome, Date.now());
    if (verdict?.kind === 'duplicate') {
      // Also on its list (the ledger), until the merchant dismisses it there.
      setNotice({ kind: 'duplicate', action, rows: verdict.rows });
      return settle('duplicate');
    }
    if (answer.kind === 'confirmed') {
      settle('settled');
      setNotice(undefined);
      return onDone(answer.result as Result);
    }
    if (verdict?.kind === 'recorded') {
      setNotice({ kind: 'recorded', action, rows: verdict.rows });
      return settle('settled');
    }
    if (answer.kind === 'refused' && verdict?.kind === 'none') {
      setNotice(undefined);
      setProblem(merchantMessage(answer.error));
      // The error catalogue's toast, held back until the records confirmed the refusal.
      if (isApiError(answer.error) && answer.error.kind !== 'session-expired')
        emitApiEvent({ type: 'error', message: answer.error.message, error: answer.error });
      return settle('refused');
    }
    // No answer, or a refusal the list cannot confirm: what moved is not known.
    setNotice({ kind: 'unknown', action, rows: verdict?.rows ?? [] });
    return settle('unknown');
  };

  // A double click reaches this once: the screens guard every submit (useSubmitOnce), and a
  // confirmation's button is gone with its notice before a second click lands.
  const send = async (payload: Payload, confirmed: boolean) => {
    pending.current = payload;
    const instructions = instructionsOf(payload);
    setProblem(undefined);
    const cooling = confirmed ? undefined : coolingEntry(name, instructions, Date.now());
    if (cooling) return showHeld(cooling.before, instructions);
    setNotice(undefined);
    setPendingSend(true);
    try {
      // Another tab or device may have switched the business or Test/Live on the server.
      const mismatch = await serverContextMismatch();
      if (mismatch) {
        setProblem(mismatch);
        return;
      }
      let before: ListSnapshot;
      try {
        before = snapshotOf(await loadRecords());
      } catch {
        setProblem(
          `We could not read the ${action} list, so nothing was sent: it is read before and after every ${action} to know what happened. Try again.`,
        );
        return;
      }
      const idempotencyKey = recordSend(
        { action: name, list, noun: action, before },
        instructions,
        Date.now(),
      );
      let answer: Answer;
      try {
        const result = await mutation.trigger({ payload, idempotencyKey });
        answer = result === undefined ? { kind: 'unknown' } : { kind: 'confirmed', result };
      } catch (error) {
        answer = { kind: failureOutcome(error), error };
      }
      await decide(answer, before, instructions);
    } finally {
      setPendingSend(false);
    }
  };

  const close = () => {
    setNotice(undefined);
    setProblem(undefined);
    mutation.reset();
    onClose();
  };

  return {
    submit: (payload) => void send(payload, false),
    outcome: notice && {
      open: true,
      title,
      onClose: close,
      notice,
      onConfirmNotSent: () => {
        if (pending.current !== undefined) void send(pending.current, true);
      },
    },
    close,
    submitState: pendingSend ? 'pending' : problem ? 'error' : 'idle',
    errorMessage: notice ? undefined : problem,
  };
}
