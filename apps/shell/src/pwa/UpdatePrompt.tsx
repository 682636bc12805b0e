import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceWorkerUpdates, type ServiceWorkerUpdates } from './service-worker-registration';

const never = () => () => undefined;
const no = () => false;

/**
 * SPEC §2: when a new version of the app is waiting, ask before refreshing. Plain HTML, as it
 * may appear on the public pages, which do not load antd.
 */
export function UpdatePrompt({ updates = serviceWorkerUpdates() }: { updates?: ServiceWorkerUpdates | null }) {
  const { t } = useTranslation('shell');
  const waiting = useSyncExternalStore(updates?.subscribe ?? never, updates?.isWaiting ?? no, no);
  const [later, setLater] = useState(false);
  if (!updates || !waiting || later) return null;
  return (
    <div className="ff-update" role="alertdialog" aria-labelledby="ff-update-text" data-testid="update-prompt">
      <span id="ff-update-text">{t('pwa.update.text')}</span>
      <span className="ff-update-actions">
        <button type="button" className="ff-button ff-button-primary" onClick={() => updates.applyUpdate()}>
          {t('pwa.update.refresh')}
        </button>
        <button type="button" className="ff-link-button" onClick={() => setLater(true)}>
          {t('pwa.update.later')}
        </button>
      </span>
    </div>
  );
}
