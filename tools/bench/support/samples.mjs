// Latency samples for the benches: timings of sequential calls and their percentiles.

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p50 and p99 (nearest rank) of a list of milliseconds. */
export function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), n: sorted.length };
}

/** `count` sequential calls of fn(i), each one's own milliseconds. */
export async function timed(fn, count) {
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

/** Two measurements taken in turns (a, b, b, a, …), so noise from the rest of the machine lands on both. */
export async function paired(a, b, count) {
  const samplesA = [];
  const samplesB = [];
  const once = async (fn, i, into) => {
    const start = performance.now();
    await fn(i);
    into.push(performance.now() - start);
  };
  for (let i = 0; i < count; i += 1) {
    if (i % 2 === 0) {
      await once(a, i, samplesA);
      await once(b, i, samplesB);
    } else {
      await once(b, i, samplesB);
      await once(a, i, samplesA);
    }
  }
  return [summary(samplesA), summary(samplesB)];
}

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
