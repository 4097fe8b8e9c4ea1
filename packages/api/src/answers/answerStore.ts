import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** The browser database that keeps the last answer of each read for reading offline (ADR 023). */
export const ANSWERS_DATABASE = 'merchant-answers';

/** What the database may hold at most; past any bound the oldest answers go first. */
export const ANSWER_LIMITS = {
  entries: 200,
  bytes: 5 * 1024 * 1024,
  ageMs: 7 * 24 * 60 * 60 * 1000,
} as const;

/**
 * Whose answers: the login (a digest of its e-mail, never the token) and the business and
 * environment the answers were read in.
 */
export interface AnswerPartition {
  login: string;
  scope: string;
}

/** A kept answer and when it was received (epoch milliseconds). */
export interface KeptAnswer {
  data: unknown;
  receivedAt: number;
}

interface Entry {
  id: string;
  receivedAt: number;
  bytes: number;
}

interface AnswersSchema extends DBSchema {
  // What eviction reads: small rows, so a bound check never loads the answers themselves.
  entries: { key: string; value: Entry; indexes: { receivedAt: number } };
  answers: { key: string; value: unknown };
  owner: { key: 'login'; value: string };
}

let opened: Promise<IDBPDatabase<AnswersSchema>> | undefined;

function database() {
  opened ??= openDB<AnswersSchema>(ANSWERS_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('entries', { keyPath: 'id' }).createIndex('receivedAt', 'receivedAt');
      db.createObjectStore('answers');
      db.createObjectStore('owner');
    },
  });
  return opened;
}

const idOf = ({ login, scope }: AnswerPartition, key: string) =>
  `${login}\u0000${scope}\u0000${key}`;

/** Another login's answers are dropped before this login reads or keeps any. */
async function claimFor(db: IDBPDatabase<AnswersSchema>, login: string) {
  if ((await db.get('owner', 'login')) === login) return;
  const tx = db.transaction(['entries', 'answers', 'owner'], 'readwrite');
  await Promise.all([
    tx.objectStore('entries').clear(),
    tx.objectStore('answers').clear(),
    tx.objectStore('owner').put(login, 'login'),
    tx.done,
  ]);
}

/**
 * About the size of `data` as JSON (a character a byte), or undefined once past `limit`: the walk
 * stops there, so a large answer (every row of a long list) costs a bounded walk, not the
 * seconds-long serialisation of all of it.
 */
export function sizeWithin(data: unknown, limit: number): number | undefined {
  let size = 0;
  const pending: unknown[] = [data];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') size += value.length + 2;
    else if (typeof value === 'number' || typeof value === 'boolean') size += String(value).length;
    else if (value === null || value === undefined) size += 4;
    else if (Array.isArray(value)) {
      size += value.length + 1;
      for (const item of value as unknown[]) pending.push(item);
    } else if (typeof value === 'object') {
      const entries = Object.entries(value);
      size += entries.length + 1;
      for (const [key, item] of entries) {
        size += key.length + 3;
        pending.push(item);
      }
    } else return undefined;
    if (size > limit) return undefined;
  }
  return size;
}

/** Drops expired answers, then the oldest until the count and size bounds hold. */
async function evict(db: IDBPDatabase<AnswersSchema>, now: number) {
  const tx = db.transaction(['entries', 'answers'], 'readwrite');
  const entries = tx.objectStore('entries');
  const answers = tx.objectStore('answers');
  const oldestFirst = await entries.index('receivedAt').getAll();
  let count = oldestFirst.length;
  let bytes = oldestFirst.reduce((sum, entry) => sum + entry.bytes, 0);
  const removals: Promise<void>[] = [];
  for (const entry of oldestFirst) {
    const expired = now - entry.receivedAt > ANSWER_LIMITS.ageMs;
    if (!expired && count <= ANSWER_LIMITS.entries && bytes <= ANSWER_LIMITS.bytes) break;
    removals.push(entries.delete(entry.id), answers.delete(entry.id));
    count -= 1;
    bytes -= entry.bytes;
  }
  await Promise.all([...removals, tx.done]);
}

/**
 * Keeps `data` as the last answer of `key` in the partition, replacing the one before. An answer
 * larger than the whole bound, or with a value JSON cannot hold, is not kept.
 */
export async function keepAnswer(
  partition: AnswerPartition,
  key: string,
  data: unknown,
  receivedAt = Date.now(),
): Promise<void> {
  const bytes = sizeWithin(data, ANSWER_LIMITS.bytes);
  if (bytes === undefined) return;
  const db = await database();
  await claimFor(db, partition.login);
  const id = idOf(partition, key);
  const tx = db.transaction(['entries', 'answers'], 'readwrite');
  await Promise.all([
    tx.objectStore('answers').put(data, id),
    tx.objectStore('entries').put({ id, receivedAt, bytes }),
    tx.done,
  ]);
  await evict(db, receivedAt);
}

/** The last answer kept for `key` in the partition, unless older than the age bound. */
export async function readAnswer(
  partition: AnswerPartition,
  key: string,
  now = Date.now(),
): Promise<KeptAnswer | undefined> {
  const db = await database();
  await claimFor(db, partition.login);
  const id = idOf(partition, key);
  const tx = db.transaction(['entries', 'answers']);
  const [entry, data] = await Promise.all([
    tx.objectStore('entries').get(id),
    tx.objectStore('answers').get(id),
    tx.done,
  ]);
  if (!entry || now - entry.receivedAt > ANSWER_LIMITS.ageMs) return undefined;
  return { data, receivedAt: entry.receivedAt };
}

/** Empties the database: every login's answers and the record of whose they were. */
export async function clearAnswers(): Promise<void> {
  const db = await database();
  const tx = db.transaction(['entries', 'answers', 'owner'], 'readwrite');
  await Promise.all([
    tx.objectStore('entries').clear(),
    tx.objectStore('answers').clear(),
    tx.objectStore('owner').clear(),
    tx.done,
  ]);
}
