import { useEffect } from 'react';
import { notification } from 'antd';
import { useHost } from '../host-context';
import { TOAST_SECONDS } from '../services/toaster';

/**
 * Draws the shell's toasts with antd's notification (SPEC §4: one toast at a time).
 * Loaded with the first toast, not with the page: a page that never toasts never downloads it.
 */
export default function ToastSink() {
  const [api, contextHolder] = notification.useNotification({ maxCount: 1 });
  const { toasts } = useHost();
  useEffect(
    () =>
      toasts.attach((kind, title, description) => {
        api[kind]({ title, description, duration: TOAST_SECONDS });
      }),
    [toasts, api],
  );
  return contextHolder;
}
