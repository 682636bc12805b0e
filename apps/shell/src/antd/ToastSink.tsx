import { useEffect } from 'react';
import { notification } from 'antd';
import { useHost } from '../host-context';
import { useMobile } from '../layout/sidebar/useMobile';
import { TOAST_SECONDS } from '../services/toaster';

/** The header is 56 px high (index.html .ff-header): a toast starts below it, never over its controls. */
export const TOAST_TOP = 56 + 12;
/** On a phone, toasts rise from the bottom, above the technician's tab bar (index.html .ff-with-tab-bar keeps 80 px). */
export const TOAST_BOTTOM = 80;

/**
 * Draws the shell's toasts with antd's notification (SPEC §4: one toast at a time): on a desktop
 * top right under the header, clear of its controls and of the page's title on the left; on a
 * phone, where the title fills the width under the header, at the bottom. Loaded with the first
 * toast, not with the page: a page that never toasts never downloads it.
 */
export default function ToastSink() {
  const [api, contextHolder] = notification.useNotification({ maxCount: 1, top: TOAST_TOP, bottom: TOAST_BOTTOM });
  const { toasts } = useHost();
  const mobile = useMobile();
  useEffect(
    () =>
      toasts.attach((kind, title, description) => {
        api[kind]({ title, description, duration: TOAST_SECONDS, placement: mobile ? 'bottom' : 'topRight' });
      }),
    [toasts, api, mobile],
  );
  return contextHolder;
}
