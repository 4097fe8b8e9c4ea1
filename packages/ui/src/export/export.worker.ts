import { expose } from 'comlink';
import type { ExportCell } from './types';
import { writeExportFile, type ExportFile, type WriterProgress } from './writeFile';

/** The cells received so far, header row first: the worker lives for one export. */
const matrix: ExportCell[][] = [];

/**
 * One export's file, built off the page's thread: the page sends the cells in parts (each a short
 * copy, never one long pause), then asks for the file.
 */
const writer = {
  append(cells: ExportCell[][]) {
    for (const row of cells) matrix.push(row);
  },
  write(file: ExportFile, onProgress: (progress: WriterProgress) => void) {
    return writeExportFile(matrix, file, onProgress);
  },
};

export type ExportWriter = typeof writer;

expose(writer);
