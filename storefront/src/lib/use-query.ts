import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from './api-client';
import { dedupe, readCached, writeCached } from './query-cache';

export interface QueryResult<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
}

interface QueryOptions {
  /** Keep the answer for the browser session (see query-cache.ts). */
  sessionCache?: boolean;
}

/**
 * Loads data for a view: `loading` is true until the first answer, `error` keeps
 * the failure for the view to show. A null key means "nothing to load yet".
 */
export function useQuery<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options: QueryOptions = {}): QueryResult<T> {
  const { sessionCache = false } = options;
  const cached = key && sessionCache ? readCached<T>(key) : undefined;
  const [state, setState] = useState<{ key: string | null; data?: T; error?: Error }>({ key, data: cached });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load; // effects run in order: the one below calls the latest `load`
  });

  useEffect(() => {
    if (!key) return;
    const fromCache = sessionCache ? readCached<T>(key) : undefined;
    if (fromCache !== undefined) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- records that the state now belongs to this key (render already shows the cached answer)
      setState({ key, data: fromCache });
      return;
    }
    const controller = new AbortController();
    setState((previous) => (previous.key === key ? { key, data: previous.data } : { key }));
    const request = sessionCache ? dedupe(key, () => loadRef.current(new AbortController().signal)) : loadRef.current(controller.signal);
    request.then(
      (data) => {
        if (sessionCache) writeCached(key, data);
        // A transition: a page of cards renders in slices, answering input between them (no long task on a slow phone).
        if (!controller.signal.aborted) startTransition(() => setState({ key, data }));
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setState({ key, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [key, sessionCache, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const current = state.key === key;
  return {
    data: current ? state.data : cached,
    error: current ? state.error : undefined,
    loading: key !== null && (!current || (state.data === undefined && state.error === undefined)),
    reload,
  };
}
