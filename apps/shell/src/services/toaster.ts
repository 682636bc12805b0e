import type { Toaster } from '@fixflow/shell-sdk';

export type ToastKind = 'success' | 'error' | 'info';
export type ToastSink = (kind: ToastKind, title: string, description?: string) => void;

/** How long a toast stays on screen (ToastSink gives antd this duration). */
export const TOAST_SECONDS = 5;

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
  // The toast on screen and the sink drawing it: when that sink unmounts (the public frame's antd
  // gives way to the workspace's right after "Password updated"), the toast would vanish with it.
  let onScreen: { sink: ToastSink; args: Parameters<ToastSink>; until: number } | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  const show = (sink: ToastSink, args: Parameters<ToastSink>) => {
    onScreen = { sink, args, until: Date.now() + TOAST_SECONDS * 1000 };
    sink(...args);
  };
  const wait = (args: Parameters<ToastSink>) => {
    queue.push(args);
    if (!standby) {
      standby = true;
      notify();
    }
  };
  const emit = (kind: ToastKind) => (title: string, description?: string) => {
    const sink = sinks.at(-1);
    if (sink) return show(sink, [kind, title, description]);
    wait([kind, title, description]);
  };
  return {
    toaster: { success: emit('success'), error: emit('error'), info: emit('info') },
    attach(sink) {
      sinks.push(sink);
      queue.splice(0).forEach((args) => show(sink, args));
      return () => {
        const index = sinks.lastIndexOf(sink);
        if (index >= 0) sinks.splice(index, 1);
        // The toast this sink was still showing moves to the sink that takes over, or, when the
        // frame left before the next one attached (public frame out, workspace not in yet), waits for it.
        if (onScreen?.sink !== sink || Date.now() >= onScreen.until) return;
        const next = sinks.at(-1);
        const { args } = onScreen;
        onScreen = null;
        if (next) show(next, args);
        else wait(args);
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
