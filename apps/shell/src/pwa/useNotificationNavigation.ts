import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isNavigateMessage } from '../../service-worker/messages';

/** A click on a push notification focuses this window; the worker then asks it to open the URL. */
export function useNotificationNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      if (!isNavigateMessage(event.data)) return;
      const url = new URL(event.data.url);
      if (url.origin === window.location.origin) void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}
