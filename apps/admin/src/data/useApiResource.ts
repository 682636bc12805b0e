import { useCallback, useEffect, useState } from 'react';

export interface ApiResource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
  /** Replace what is shown with the API's answer to a change (no second fetch). */
  setData(data: T): void;
}

/**
 * Loads once per `load` identity (wrap it in useCallback over its inputs); a newer
 * load aborts the older one, so a slow answer never overwrites a fresher filter.
 */
export function useApiResource<T>(load: (signal: AbortSignal) => Promise<T>): ApiResource<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({ data: undefined, error: null, loading: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, error: null, loading: true }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: null, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, error, loading: false }));
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const setData = useCallback((data: T) => setState({ data, error: null, loading: false }), []);
  return { ...state, reload, setData };
}
