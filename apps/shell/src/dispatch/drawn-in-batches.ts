import { useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: a first batch, then one more batch a task, and from the first
 * batch again when `key` (the range shown) changes. Fifty technicians' week drawn at once was a
 * task of seconds on a phone's CPU (tools/bench/board-render.mjs); in batches no task is long and
 * the first rows show sooner.
 */
export function useDrawnInBatches(total: number, key: string, batch: number): number {
  const [drawn, setDrawn] = useState({ key, count: batch });
  const count = drawn.key === key ? drawn.count : batch;
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setDrawn({ key, count: count + batch }), 0);
    return () => clearTimeout(timer);
  }, [count, total, key, batch]);
  return Math.min(count, total);
}
