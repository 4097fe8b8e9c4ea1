import type { AnswerPartition, KeptAnswer } from '../answers/answerStore';

/**
 * The reads' side of the answer store (ADR 023). The store and IndexedDB's wrapper load on the
 * first answer kept or read, never with a page's first render; a store that fails (private
 * mode, a full disk) only means nothing is read offline.
 */
const store = () => import('../answers/answerStore');

let partitionOf: () => AnswerPartition | undefined = () => undefined;

/**
 * Names whose answers are kept: the signed-in login and the business and environment it reads.
 * Until the app calls it (and in stories and tests, which never do), nothing is kept.
 */
export function keepAnswersFor(partition: () => AnswerPartition | undefined) {
  partitionOf = partition;
}

/**
 * Keeps a read's parsed answer once the page is idle, so it never lengthens a render. Whose it is
 * is read then, not now: a sign-out in between (session storage cleared) keeps nothing.
 */
export function keepLastAnswer(key: string, data: unknown) {
  const later = typeof requestIdleCallback === 'function' ? requestIdleCallback : setTimeout;
  later(() => {
    const partition = partitionOf();
    if (!partition) return;
    store()
      .then((answers) => answers.keepAnswer(partition, key, data))
      .catch(() => undefined);
  });
}

/** The last answer kept for the key in the current partition. */
export async function lastAnswer(key: string): Promise<KeptAnswer | undefined> {
  const partition = partitionOf();
  if (!partition) return undefined;
  try {
    return await (await store()).readAnswer(partition, key);
  } catch {
    return undefined;
  }
}

/** Forgets every kept answer: each sign-out path awaits it before the page goes. */
export async function clearKeptAnswers(): Promise<void> {
  try {
    await (await store()).clearAnswers();
  } catch {
    // No database to clear (IndexedDB unavailable): nothing was kept either.
  }
}
