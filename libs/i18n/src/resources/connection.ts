import type { i18n as I18n } from 'i18next';
import type { SameKeys } from '../types';

/**
 * The workspace's offline bar (issue 19): its own namespace, added by the bar's chunk, which loads
 * the first time the network goes; no first load carries these words.
 */
export const CONNECTION_NAMESPACE = 'connection';

export const connectionEn = {
  offline: "You're offline",
  offlineSaved: "You're offline — showing what was saved at {{time}}",
  backOnline: 'Back online',
} as const;

export const connectionRu: SameKeys<typeof connectionEn> = {
  offline: 'Нет связи',
  offlineSaved: 'Нет связи — показаны данные на {{time}}',
  backOnline: 'Связь восстановлена',
};

export function addConnectionWords(i18n: I18n): void {
  if (i18n.hasResourceBundle('en', CONNECTION_NAMESPACE)) return;
  i18n.addResourceBundle('en', CONNECTION_NAMESPACE, connectionEn, true, false);
  i18n.addResourceBundle('ru', CONNECTION_NAMESPACE, connectionRu, true, false);
}
