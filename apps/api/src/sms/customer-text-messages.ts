import type { Language } from '../i18n/language.js';

/**
 * What the API texts customers on its own (issue 17), in the vendor's `customer_language`: each
 * language's words here, complete, as push-messages.ts holds the pushes'.
 */
const TEXTS: Record<Language, { onMyWay: string; onMyWayNoName: string }> = {
  en: {
    onMyWay: '{company}: your technician {technician} is on the way. Arrival window: {window}.',
    onMyWayNoName: '{company}: your technician is on the way. Arrival window: {window}.',
  },
  ru: {
    onMyWay: '{company}: мастер {technician} уже в пути. Время прибытия: {window}.',
    onMyWayNoName: '{company}: мастер уже в пути. Время прибытия: {window}.',
  },
};

/** "Tue, Jan 5, 08:00–12:00" / "вт, 5 янв., 08:00–12:00": the window's day and hours on the vendor's clock. */
export function arrivalWindow(start: string, end: string, timeZone: string, language: Language): string {
  const day = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(new Date(start));
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  return `${day}, ${time.format(new Date(start))}–${time.format(new Date(end))}`;
}

/** The text a customer gets when its technician taps "On my way": who comes, from which company, and the window. */
export function onMyWayText(
  input: { company: string; technician: string | null; starts_at: string; ends_at: string; timezone: string },
  language: Language,
): string {
  const texts = TEXTS[language];
  const technician = input.technician?.trim();
  return (technician ? texts.onMyWay : texts.onMyWayNoName)
    .replace('{company}', input.company)
    .replace('{technician}', technician ?? '')
    .replace('{window}', arrivalWindow(input.starts_at, input.ends_at, input.timezone, language));
}
