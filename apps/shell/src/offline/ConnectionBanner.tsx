import { useEffect, useRef, useState } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { addConnectionWords, CONNECTION_NAMESPACE } from '@fixflow/i18n/connection';
import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '@fixflow/shell-sdk/data';
import { useDates } from '@fixflow/ui';
import { savedAt } from './offline-cache-policy';

/** How long "Back online" stays before the bar goes. */
export const BACK_ONLINE_MS = 4000;

/**
 * The honest signal (issue 19): with no network the workspace says so — for a technician, with the
 * time of the newest answer the phone saved — and says when it is back (the socket reconnects and
 * every shown query is read again: wireLiveQueries). Nothing is drawn while online.
 */
export function ConnectionBanner({ saved }: { saved: boolean }) {
  const { t, i18n } = useTranslation(CONNECTION_NAMESPACE);
  addConnectionWords(i18n);
  const { token } = theme.useToken();
  const dates = useDates();
  const queryClient = useQueryClient();
  const online = useOnline();
  const wasOffline = useRef(!online);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  if (online && !backOnline) return null;
  const time = !online && saved ? savedAt(queryClient.getQueryCache().getAll()) : null;
  const text = online ? t('backOnline') : time ? t('offlineSaved', { time: dates.savedAt(time) }) : t('offline');
  return (
    <div
      role="status"
      data-testid="connection-banner"
      data-state={online ? 'online' : 'offline'}
      style={{
        padding: '8px 16px',
        textAlign: 'center',
        fontSize: token.fontSize,
        color: token.colorText,
        background: online ? token.colorSuccessBg : token.colorWarningBg,
        borderBottom: `1px solid ${online ? token.colorSuccessBorder : token.colorWarningBorder}`,
      }}
    >
      {text}
    </div>
  );
}
