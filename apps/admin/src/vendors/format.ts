/** A date in the reader's language, e.g. "Jan 5, 2026" / "5 янв. 2026 г.". */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
