// Loaded into an API process by tools/bench/realtime.bench.mjs (`node --import <this> main.js`):
// notes when the process emits each bench change, the start of the issue's "an order change
// reaches every socket", and every publish. An emit of the API (to rooms, through the socket.io
// Redis adapter) is a broadcast of the adapter on the emitting process only (another process
// receiving it from Redis broadcasts through the in-memory adapter underneath), so wrapping
// RedisAdapter.broadcast sees each emit once, before anything is written to a socket or published.
// A change is the order's issue_description `rt-<n>`; each of its emits appends `<n> <epoch ms>`
// to EMIT_CLOCK_FILE, and every emit that is published to the other processes (any event, not
// local-only) appends `publish <event> <epoch ms>`, after the emit's own work (setImmediate), so
// the measured path is not slowed by the note.
import { appendFileSync } from 'node:fs';
import { RedisAdapter } from '@socket.io/redis-adapter';

const file = process.env.EMIT_CLOCK_FILE;
const broadcast = RedisAdapter.prototype.broadcast;
if (file) {
  RedisAdapter.prototype.broadcast = function broadcastNoted(packet, opts) {
    const at = performance.timeOrigin + performance.now();
    const [event, payload] = packet?.data ?? [];
    const match = /^rt-(\d+)$/.exec(payload?.order?.issue_description ?? '');
    const published = !opts?.flags?.local;
    if (match || published) setImmediate(() => appendFileSync(file, `${match ? `${match[1]} ${at}\n` : ''}${published ? `publish ${event} ${at}\n` : ''}`));
    return broadcast.call(this, packet, opts);
  };
}
