import { expose } from 'comlink';
import type { ColumnMapping, ReconciliationProgress } from '@merchant/screens';
import { findHeader, type Cell } from './header';
import { matchStatement, type SettlementToMatch } from './match';
import { readLines, type StatementLines, type UnreadableRow } from './readLines';
import { readTable, type StatementFile } from './readTable';

type OnProgress = (progress: ReconciliationProgress) => void;

/** The statement being reconciled: it stays in the worker, and never leaves the device. */
let rows: Cell[][] = [];
let headerIndex = 0;
let lines: StatementLines | null = null;

/**
 * The reconciliation's work off the page's thread: reading the file, finding its header, reading
 * its lines and matching them, each step telling its progress.
 */
const reconciler = {
  async open(file: StatementFile, onProgress: OnProgress) {
    onProgress({ step: 'Reading the file', done: 0, total: 0 });
    lines = null;
    try {
      rows = await readTable(file);
    } catch {
      rows = [];
      return {
        row: 1,
        reason: 'This file cannot be read: save the statement from your bank as .csv or .xlsx.',
      } satisfies UnreadableRow;
    }
    const header = findHeader(rows);
    if (!header)
      return {
        row: 1,
        reason:
          'No header row found: the first rows should name the date, the narration and the credit columns.',
      } satisfies UnreadableRow;
    headerIndex = header.index;
    return { headerRow: header.index + 1, columns: header.columns, mapping: header.mapping };
  },

  read(mapping: ColumnMapping, currency: string, onProgress: OnProgress) {
    const read = readLines(rows, headerIndex, mapping, currency, (done, total) =>
      onProgress({ step: 'Reading the lines', done, total }),
    );
    if ('reason' in read) return read;
    lines = read;
    return { from: read.from, to: read.to, currencies: read.currencies };
  },

  match(settlements: SettlementToMatch[], onProgress: OnProgress) {
    if (!lines) throw new Error('Read the statement before matching it');
    return matchStatement(lines, settlements, (done, total) =>
      onProgress({ step: 'Matching', done, total }),
    );
  },
};

export type Reconciler = typeof reconciler;

expose(reconciler);
