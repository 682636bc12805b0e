import type { Toaster } from '@fixflow/shell-sdk';

export type ToastKind = 'success' | 'error' | 'info';
export type ToastSink = (kind: ToastKind, title: string, description?: string) => void;

export interface ToastChannel {
  toaster: Toaster;
  /** The newest attached sink draws; detaching falls back to the one before. */
  attach(sink: ToastSink): () => void;
  /** True from the first toast that had to wait for a sink: the host then keeps an antd sink loaded. */
  needsStandby(): boolean;
  subscribeStandby(listener: () => void): () => void;
  /**
   * A mounted antd root (the workspace's) that draws toasts itself once one is needed,
   * so the frame does not mount a second one; the returned function releases it.
   */
  holdRoot(): () => void;
  hasRoot(): boolean;
}

/**
 * Toasts are drawn by antd, which public pages do not load. Toasts raised
 * before antd is up wait here and are shown once a sink attaches.
 */
export function createToaster(): ToastChannel {
  const sinks: ToastSink[] = [];
  const queue: Parameters<ToastSink>[] = [];
  const listeners = new Set<() => void>();
  let standby = false;
  let roots = 0;
  const notify = () => listeners.forEach((listener) => listener());
  const emit = (kind: ToastKind) => (title: string, description?: string) => {
    const sink = sinks.at(-1);
    if (sink) return sink(kind, title, description);
    queue.push([kind, title, description]);
    if (!standby) {
      standby = true;
      notify();
    }
  };
  return {
    toaster: { success: emit('success'), error: emit('error'), info: emit('info') },
    attach(sink) {
      sinks.push(sink);
      queue.splice(0).forEach((args) => sink(...args));
      return () => {
        const index = sinks.lastIndexOf(sink);
        if (index >= 0) sinks.splice(index, 1);
      };
    },
    needsStandby: () => standby,
    subscribeStandby(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    holdRoot() {
      roots += 1;
      notify();
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        roots -= 1;
        notify();
      };
    },
    hasRoot: () => roots > 0,
  };
}
