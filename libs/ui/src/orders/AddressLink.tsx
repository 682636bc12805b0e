import { useTranslation } from 'react-i18next';
import { mapsLinks } from '../device';

/**
 * An order's address as a link that opens it in the phone's maps app (a new tab, so an installed
 * app stays where it was); on iOS Google Maps is offered beside Apple Maps. The shared `order`
 * words name the apps (libs/i18n order-words).
 */
export function AddressLink({ address, ns }: { address: string; ns: string }) {
  const { t } = useTranslation(ns);
  const [first, ...others] = mapsLinks(address, navigator);
  return (
    <span data-testid="address-link">
      <a href={first.url} target="_blank" rel="noopener noreferrer" aria-label={t('order.maps.open', { address, app: t(`order.maps.${first.app}`) })}>
        {address}
      </a>
      {others.map((link) => (
        <span key={link.app}>
          {' · '}
          <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={t('order.maps.open', { address, app: t(`order.maps.${link.app}`) })}>
            {t(`order.maps.${link.app}`)}
          </a>
        </span>
      ))}
    </span>
  );
}
