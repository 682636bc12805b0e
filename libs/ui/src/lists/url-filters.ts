import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface UrlFilters<K extends string> {
  /** Each key's value in the URL (undefined when absent or empty). */
  values: Record<K, string | undefined>;
  /** Sets one key (undefined or '' removes it), keeping every other parameter. */
  set: (key: K, value: string | undefined) => void;
  /** Removes every key of these filters (other parameters stay). */
  clear: () => void;
  /** Whether any of the keys is set. */
  filtered: boolean;
}

/**
 * A list's filters kept in the URL (shareable, back/forward work), the one way every list page
 * keeps them. The router re-renders in a transition, so a second change can arrive before the
 * render that carries the first: each change builds on the latest URL asked for, not on this
 * render's copy, or picking a status and then searching would drop the status.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]): UrlFilters<K> {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const keyList = keys.join('\u0000');
  const values = useMemo(() => {
    const read = {} as Record<K, string | undefined>;
    for (const key of keyList.split('\u0000') as K[]) read[key] = params.get(key) || undefined;
    return read;
  }, [params, keyList]);
  const write = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const set = useCallback(
    (key: K, value: string | undefined) =>
      write((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
      }),
    [write],
  );
  const clear = useCallback(() => write((next) => keyList.split('\u0000').forEach((key) => next.delete(key))), [write, keyList]);
  return { values, set, clear, filtered: Object.values(values).some(Boolean) };
}
