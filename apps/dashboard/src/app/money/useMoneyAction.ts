import { useRef, useState } from 'react';
import { failureOutcome, type MoneyCall } from '@merchant/api';
import type {
  MoneyNotice,
  MoneyOutcomeDialogProps,
  MoneyRecordRow,
  SubmitState,
} from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../submitState';
import { endCooling, isCooling, startCooling } from './coolingOff';
import { reportDuplicate, type MoneyList } from './duplicateNotices';
import { checkList, type MoneyInstruction } from './moneyRecords';

/** A money mutation of @merchant/api (`useMoneyMutation`). */
interface MoneyMutation<Payload, Result> {
  /** SWR types a mutation's result as possibly undefined (never, as it throws on errors). */
  trigger: (call: MoneyCall<Payload>) => Promise<Result | undefined>;
  isMutating: boolean;
  error?: unknown;
  data?: unknown;
  reset: () => void;
}

export interface MoneyActionConfig<Payload, Result> {
  /** Names the action in the cooling store ('payout-initiate'): each action cools on its own. */
  name: string;
  /** The action's noun in the notices: 'payout', 'refund', 'invoice'. */
  action: string;
  /** The list it records into, whose banner shows a duplicate. */
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
  /** Clears the notice and the failure, then closes the dialog. */
  close: () => void;
  submitState: SubmitState;
  /** The server's refusal, shown on the form ('refused' only). */
  errorMessage: string | undefined;
}

/**
 * The one place a money dialog's send ends (ADR 010). Whatever the answer, the affected list is
 * read again and compared: the same instruction recorded twice stops the dialog with both rows
 * (and a banner on the list); no answer stops it with the newest matching rows; a refusal
 * leaves the form with the server's message. Sending the same instruction again within the
 * cooling period needs the merchant's confirmation.
 */
export function useMoneyAction<Payload, Result>(
  config: MoneyActionConfig<Payload, Result>,
): MoneyAction<Payload> {
  const { name, action, list, mutation, instructionsOf, loadRecords, onDone, title, onClose } =
    config;
  const [notice, setNotice] = useState<MoneyNotice>();
  const pending = useRef<Payload | undefined>(undefined);

  /**
   * Reads the list and shows what it says: a duplicate always; for 'unknown' and 'held' the
   * matching rows; 'answered' (the server confirmed or refused) nothing else. True when the
   * answer may stand: an answer and no duplicate.
   */
  const compare = async (
    instructions: MoneyInstruction[],
    kind: 'unknown' | 'held' | 'answered',
  ) => {
    if (kind !== 'answered') setNotice({ kind, action, rows: [], checking: true });
    const rows = await loadRecords().catch(() => []);
    const { matches, duplicates } = checkList(rows, instructions, Date.now());
    if (duplicates.length) {
      const found: MoneyNotice = { kind: 'duplicate', action, rows: duplicates };
      reportDuplicate(list, found);
      setNotice(found);
      return false;
    }
    if (kind !== 'answered') setNotice({ kind, action, rows: matches });
    return kind === 'answered';
  };

  // A double click reaches this once: the screens guard every submit (useSubmitOnce), and a
  // confirmation's button is gone with its notice before a second click lands.
  const send = async (payload: Payload, confirmed: boolean) => {
    pending.current = payload;
    const instructions = instructionsOf(payload);
    if (!confirmed && isCooling(name, instructions, Date.now())) {
      await compare(instructions, 'held');
      return;
    }
    setNotice(undefined);
    const idempotencyKey = startCooling(name, instructions, Date.now());
    let result: Result | undefined;
    try {
      result = await mutation.trigger({ payload, idempotencyKey });
    } catch (error) {
      const refused = failureOutcome(error) === 'refused';
      // A refusal moved nothing: a new try is safe at once.
      if (refused) endCooling(name, instructions, Date.now());
      await compare(instructions, refused ? 'answered' : 'unknown');
      return;
    }
    if (result === undefined) await compare(instructions, 'unknown');
    else if (await compare(instructions, 'answered')) onDone(result);
  };

  const close = () => {
    setNotice(undefined);
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
    submitState: submitStateOf(mutation),
    errorMessage: notice ? undefined : errorMessageOf(mutation.error),
  };
}
