import { createRandom, seedFromName, type Random } from './random';

/**
 * The sandbox's one stateful fake backend. Each domain defines its tables beside its handlers
 * (`defineTable('orders', seed)`); the db seeds them deterministically, keeps every change, and
 * in the browser persists the whole state to localStorage so it survives the reloads the spec
 * performs (environment toggle, business switch, go-live).
 */
export type DataSize = 'default' | 'empty' | 'medium' | 'large' | 'huge';

/** How much most tables seed: 'medium' is 'default', and 'huge' 'large', but for their orders. */
type TableSize = Exclude<DataSize, 'medium' | 'huge'>;

const TABLE_SIZES: Record<DataSize, TableSize> = {
  default: 'default',
  empty: 'empty',
  medium: 'default',
  large: 'large',
  huge: 'large',
};

export interface SeedContext {
  /** How much data to seed: the 'empty' and 'large' scenarios change it. */
  size: TableSize;
  /** The scenario's own size, for the one table 'huge' grows (the orders). */
  dataSize: DataSize;
  /** Seeded random numbers, private to the table. */
  random: Random;
  /** The sandbox's "now": the start of the current UTC day, so seeds are stable within a day. */
  now: Date;
}

type Seeder = (context: SeedContext) => unknown;

const STORAGE_KEY = 'merchant-sandbox:v1';
const LARGE_TABLE_CHARS = 500_000;
const seeders = new Map<string, Seeder>();
let state: Record<string, unknown> | null = null;
let size: DataSize = 'default';

export function sandboxNow(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9, 0, 0));
}

function browserStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function seedOne(name: string) {
  const seeder = seeders.get(name);
  if (!seeder) throw new Error(`Unknown sandbox table ${name}`);
  return seeder({
    size: TABLE_SIZES[size],
    dataSize: size,
    random: createRandom(seedFromName(name)),
    now: sandboxNow(),
  });
}

let followingOtherTabs = false;

/**
 * The tabs of a browser each run the sandbox over the one stored state, as tabs share one
 * server: when another tab writes it (a business switch, a payout), this tab reads it again
 * rather than answer from, and later write back, the state it loaded before.
 */
function followOtherTabs() {
  if (followingOtherTabs || typeof window === 'undefined') return;
  followingOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) state = null;
  });
}

function load(): Record<string, unknown> {
  if (state) return state;
  followOtherTabs();
  const saved = browserStorage()?.getItem(STORAGE_KEY);
  if (saved) {
    try {
      const parsed = JSON.parse(saved) as { size: DataSize; tables: Record<string, unknown> };
      size = parsed.size;
      state = parsed.tables;
    } catch {
      state = {};
    }
  } else {
    state = {};
  }
  return state;
}

function table(name: string): unknown {
  const current = load();
  if (!(name in current)) current[name] = seedOne(name);
  return current[name];
}

function persist() {
  const storage = browserStorage();
  if (!storage || !state) return;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ size, tables: state }));
  } catch {
    // The larger scenarios exceed the storage quota. Keep the small tables (sessions, settings,
    // the profile); the big ones re-seed identically on reload because seeds are deterministic.
    const small = Object.fromEntries(
      Object.entries(state).filter(([, rows]) => JSON.stringify(rows).length < LARGE_TABLE_CHARS),
    );
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify({ size, tables: small }));
    } catch {
      storage.removeItem(STORAGE_KEY);
    }
  }
}

export interface Table<Row> {
  /** Every row (a copy of the array; rows are the stored objects). */
  all(): Row[];
  find(predicate: (row: Row) => boolean): Row | undefined;
  filter(predicate: (row: Row) => boolean): Row[];
  insert(row: Row): Row;
  /** Applies a patch to the matching rows and returns them. */
  update(
    predicate: (row: Row) => boolean,
    patch: Partial<Row> | ((row: Row) => Partial<Row>),
  ): Row[];
  remove(predicate: (row: Row) => boolean): number;
  replaceAll(rows: Row[]): void;
}

export function defineTable<Row>(name: string, seed: (context: SeedContext) => Row[]): Table<Row> {
  seeders.set(name, seed);
  const rows = () => table(name) as Row[];
  const write = (next: Row[]) => {
    load()[name] = next;
    persist();
  };
  return {
    all: () => [...rows()],
    find: (predicate) => rows().find(predicate),
    filter: (predicate) => rows().filter(predicate),
    insert: (row) => {
      write([...rows(), row]);
      return row;
    },
    update: (predicate, patch) => {
      const changed: Row[] = [];
      write(
        rows().map((row) => {
          if (!predicate(row)) return row;
          const next = { ...row, ...(typeof patch === 'function' ? patch(row) : patch) };
          changed.push(next);
          return next;
        }),
      );
      return changed;
    },
    remove: (predicate) => {
      const before = rows();
      const after = before.filter((row) => !predicate(row));
      write(after);
      return before.length - after.length;
    },
    replaceAll: (next) => write(next),
  };
}

export interface RecordStore<Value extends object> {
  get(): Value;
  set(patch: Partial<Value>): Value;
}

/** A single stored object (settings, the environment, onboarding progress...). */
export function defineRecord<Value extends object>(
  name: string,
  seed: (context: SeedContext) => Value,
): RecordStore<Value> {
  seeders.set(name, seed);
  return {
    get: () => table(name) as Value,
    set: (patch) => {
      const next = { ...(table(name) as Value), ...patch };
      load()[name] = next;
      persist();
      return next;
    },
  };
}

/** Re-seeds every table (tests call it after each test; scenarios call it with a size). */
export function resetDb(nextSize: DataSize = 'default') {
  size = nextSize;
  state = {};
  browserStorage()?.removeItem(STORAGE_KEY);
}
