import type { Toaster } from '@fixflow/shell-sdk';

export type ToastKind = 'success' | 'error' | 'info';
export type ToastSink = (kind: ToastKind, title: string, description?: string) => void;

/**
 * Toasts are drawn by antd, which public pages do not load. Toasts raised
 * before antd is up wait here and are shown once a sink attaches.
 */
export function createToaster(): { toaster: Toaster; attach(sink: ToastSink): () => void } {
  let sink: ToastSink | null = null;
  const waiting: Parameters<ToastSink>[] = [];
  const emit = (kind: ToastKind) => (title: string, description?: string) => {
    if (sink) sink(kind, title, description);
    else waiting.push([kind, title, description]);
  };
  return {
    toaster: { success: emit('success'), error: emit('error'), info: emit('info') },
    attach(next) {
      sink = next;
      waiting.splice(0).forEach((args) => next(...args));
      return () => {
        if (sink === next) sink = null;
      };
    },
  };
}
