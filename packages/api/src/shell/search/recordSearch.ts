import { merchantMessage } from '../../core/errors';
import type { ReadOptions } from '../../core/http';
import {
  RECORD_KINDS,
  SEARCH_MIN_LENGTH,
  type FoundRecord,
  type KindResults,
  type RecordKind,
} from './schemas';
import { recogniseReference } from './recogniseReference';

/** How long typing must pause before the search is sent. */
const SEARCH_PAUSE_MS = 300;

/** The search for one text: each kind asked so far, in the order its group is shown. */
export interface RecordSearchState<Found extends FoundRecord = FoundRecord> {
  /** The text searched, trimmed; '' while it is too short to search. */
  text: string;
  /** The kinds asked, recognised ones first. */
  kinds: readonly { kind: RecordKind; results: KindResults<Found> }[];
}

interface RecordSearchOptions<Found extends FoundRecord> {
  /** Called with every change of the state. */
  onChange: (state: RecordSearchState<Found>) => void;
  /** One kind's call: its list's own call with its filters (the domains' `find…`). */
  find: (kind: RecordKind, text: string, options: ReadOptions) => Promise<Found[]>;
  pauseMs?: number;
}

const LOADING = { status: 'loading' } as const;

const isExact = (records: readonly FoundRecord[], text: string) =>
  records.some((found) => found.reference.toLowerCase() === text.toLowerCase());

/**
 * Searches every kind of record for a text as it is typed: nothing below SEARCH_MIN_LENGTH
 * characters, one call per kind sent once typing pauses, and the calls of a text cancelled as
 * soon as the text changes. A reference whose shape names its kinds asks those first, and the
 * other kinds only when none of them holds that exact reference.
 */
export function createRecordSearch<Found extends FoundRecord>({
  onChange,
  find,
  pauseMs = SEARCH_PAUSE_MS,
}: RecordSearchOptions<Found>) {
  const idle: RecordSearchState<Found> = { text: '', kinds: [] };
  let state = idle;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const publish = (next: RecordSearchState<Found>) => {
    state = next;
    onChange(state);
  };

  const settle = (kind: RecordKind, results: KindResults<Found>) =>
    publish({
      ...state,
      kinds: state.kinds.map((entry) => (entry.kind === kind ? { kind, results } : entry)),
    });

  /** Asks the kinds at once; resolves with whether one of them holds the exact reference. */
  const ask = async (kinds: readonly RecordKind[], text: string, signal: AbortSignal) => {
    publish({
      text,
      kinds: [...state.kinds, ...kinds.map((kind) => ({ kind, results: LOADING }))],
    });
    const answers = await Promise.all(
      kinds.map(async (kind) => {
        try {
          const records = await find(kind, text, { signal });
          if (!signal.aborted) settle(kind, { status: 'ready', records });
          return isExact(records, text);
        } catch (error) {
          if (!signal.aborted) settle(kind, { status: 'error', message: merchantMessage(error) });
          return false;
        }
      }),
    );
    return answers.some(Boolean);
  };

  const run = async (text: string, signal: AbortSignal) => {
    const first = recogniseReference(text);
    state = { text, kinds: [] };
    if (first.length === 0) {
      await ask(RECORD_KINDS, text, signal);
      return;
    }
    const found = await ask(first, text, signal);
    if (found || signal.aborted) return;
    await ask(
      RECORD_KINDS.filter((kind) => !first.includes(kind)),
      text,
      signal,
    );
  };

  return {
    /** The text changed: what was asked for the last one is cancelled. */
    setText(typed: string) {
      const text = typed.trim();
      if (text === state.text && (timer !== undefined || state.kinds.length > 0)) return;
      clearTimeout(timer);
      timer = undefined;
      controller?.abort();
      controller = undefined;
      if (text.length < SEARCH_MIN_LENGTH) {
        if (state !== idle) publish(idle);
        return;
      }
      publish({ text, kinds: [] });
      timer = setTimeout(() => {
        timer = undefined;
        controller = new AbortController();
        void run(text, controller.signal);
      }, pauseMs);
    },
    /** Stops everything (the palette closed). */
    dispose() {
      clearTimeout(timer);
      controller?.abort();
    },
  };
}
