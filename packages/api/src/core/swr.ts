import { useEffect } from 'react';
import useSWR, { mutate as mutateCache, unstable_serialize, type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiError, isApiError } from './errors';
import { keepLastAnswer, lastAnswer } from './keptAnswers';
import type { MoneyCallOptions } from './money';
import { answeredFresh, answeredFromStore, showRead } from './shownAnswers';

/** Cache keys are arrays: [resource, kind, params]. See `createKeys`. */
export type QueryKey = readonly unknown[];

/**
 * A key factory per resource (Medusa's query-key-factory): `all` matches every cached read of
 * the resource, `list(params)` one filtered list, `detail(id)` one record.
 */
export function createKeys<const Name extends string>(name: Name) {
  return {
    all: [name] as const,
    list: (params: object = {}) => [name, 'list', params] as const,
    detail: (id: string) => [name, 'detail', id] as const,
    item: (kind: string, params: object = {}) => [name, kind, params] as const,
  };
}

/**
 * SWR defaults for the dashboard: errors surface at once, no refetch storms on focus. Every
 * read applies them itself, so the app needs no SWRConfig and the sign-in page ships no SWR.
 */
const swrDefaults: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  keepPreviousData: true,
};

/** Resolves in a task of its own, after the one running now. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A read's fetcher split into tasks short enough not to hold up a tap on a phone.
 * SWR calls the fetcher in the layout effect of the commit that mounts the reader: the request
 * leaves from the next task instead of lengthening that commit. The answer, once read and
 * parsed, is handed over in a task after the one that parsed it, so its render runs apart too.
 * SWR has recorded the request before either wait, so readers mounted meanwhile share it.
 * Both waits shorten the pages' blocking time (ADR 011 holds the evidence). Exported for tests.
 */
export function inShortTasks<T>(fetcher: () => Promise<T>) {
  return async () => {
    await nextTask();
    const data = await fetcher();
    await nextTask();
    return data;
  };
}

/**
 * A read whose fetcher fails outside the error policy (the app's own fault, not an ApiError):
 * the merchant reads 'Unexpected Error!' (`merchantMessage`), so the error itself is told to the
 * console here. Exported for tests.
 */
export function reportingAppFaults<T>(fetcher: () => Promise<T>) {
  return () =>
    fetcher().catch((error: unknown) => {
      if (!isApiError(error)) console.error('[api] a read failed in the app:', error);
      throw error;
    });
}

/** What a page's error state says when a read got no response and none was kept. */
export const OFFLINE_READ_MESSAGE =
  'You are offline, and this page has not been read on this device yet. It loads when you reconnect.';

/** Whether the browser says it has no network (a Node test has no navigator: online). */
const browserOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * A read that keeps its last answer (ADR 023): each answer is kept under the read's key, and a
 * read that gets no response while the browser is offline answers with the kept one, marked with
 * when it was received. Online, a read with no response is that read's failure (its Retry).
 * Exported for tests.
 */
export function orKeptAnswer<T>(key: string, fetcher: () => Promise<T>) {
  return async (): Promise<T> => {
    try {
      const data = await fetcher();
      answeredFresh(key);
      keepLastAnswer(key, data);
      return data;
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'network' || !browserOffline()) throw error;
      const kept = await lastAnswer(key);
      if (!kept) {
        throw new ApiError('network', OFFLINE_READ_MESSAGE, {
          method: error.method,
          path: error.path,
          cause: error,
        });
      }
      answeredFromStore(key, kept.receivedAt);
      return kept.data as T;
    }
  };
}

/** A read: `key` null skips the request (e.g. until an id is known). */
export function useApiQuery<T>(
  key: QueryKey | null,
  fetcher: () => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
) {
  const id = key && unstable_serialize(key);
  useEffect(() => (id ? showRead(id) : undefined), [id]);
  const read = id ? orKeptAnswer(id, fetcher) : fetcher;
  return useSWR<T, ApiError>(key, inShortTasks(reportingAppFaults(read)), {
    ...swrDefaults,
    ...config,
  });
}

// Parts compare by value, as SWR's own cache does, so a prefix built with a fresh params
// object (`keys.item('fees', {})`) matches the read cached under an equal one.
function samePart(a: unknown, b: unknown) {
  return Object.is(a, b) || unstable_serialize([a]) === unstable_serialize([b]);
}

/** Whether a cached key starts with the prefix: the match `revalidate` uses. */
export function keyStartsWith(key: unknown, prefix: QueryKey) {
  return (
    Array.isArray(key) &&
    key.length >= prefix.length &&
    prefix.every((part, index) => samePart(key[index], part))
  );
}

/** Revalidates every cached read whose key starts with one of the prefixes. */
export function revalidate(...prefixes: QueryKey[]) {
  return mutateCache((key) => prefixes.some((prefix) => keyStartsWith(key, prefix)));
}

/**
 * A write: `trigger(arg)` runs the call, then revalidates exactly the reads it changes.
 * `isMutating` is the pending flag screens show as `submitState`.
 */
export function useApiMutation<Arg, Result>(
  name: string,
  action: (arg: Arg) => Promise<Result>,
  revalidates: QueryKey[] = [],
) {
  return useSWRMutation<Result, ApiError, string, Arg>(
    `mutation:${name}`,
    (_key: string, { arg }: { arg: Arg }) => action(arg),
    {
      onSuccess: () => {
        void revalidate(...revalidates);
      },
    },
  );
}

/** A money call's arguments: the payload and the key of the merchant's confirmation. */
export interface MoneyCall<Payload> extends MoneyCallOptions {
  payload: Payload;
}

/**
 * A money write (ADR 010): like `useApiMutation`, but the reads it changes are revalidated
 * whatever the answer, since a failure without an answer may still have moved the money.
 */
export function useMoneyMutation<Payload, Result>(
  name: string,
  action: (payload: Payload, options: MoneyCallOptions) => Promise<Result>,
  revalidates: QueryKey[],
) {
  const refresh = () => void revalidate(...revalidates);
  return useSWRMutation<Result, ApiError, string, MoneyCall<Payload>>(
    `mutation:${name}`,
    (_key: string, { arg: { payload, ...options } }: { arg: MoneyCall<Payload> }) =>
      action(payload, options),
    { onSuccess: refresh, onError: refresh },
  );
}
