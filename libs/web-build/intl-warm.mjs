// ICU's first use, made in a worker while the page loads (BUILD.md "ICU's first use is made in a worker").
//
// The first Intl.DateTimeFormat or Intl.NumberFormat a page makes loads ICU's common data:
// 25–70 ms in Chromium on this machine at full speed, 150–240 ms of one long task on the main
// thread at Lighthouse's 4x slower CPU, in the middle of a signed-in page's first screen (the
// greeting's date, the scorecard's period in the technician's zone). ICU's caches belong to the
// renderer process, not to one thread: a worker that formats a date and a number first leaves the
// page's first format 0.4–7 ms (measured at 4x: 151–238 ms without it, 8 reloads of a technician's
// dashboard each way). index.html's loader starts it at once when a session is stored (that page
// formats dates on its first screen); public pages never start it.
import { createHash } from 'node:crypto';
import { emitIntoIndexHtml } from './index-html-asset.mjs';

/** What index.html's loader names the worker's address by. */
export const INTL_WARM_PLACEHOLDER = '__INTL_WARM_JS__';

/**
 * The worker: a date in a zone and a number in each UI language (libs/i18n LANGUAGES), then a
 * word to the page, which ends it. Another locale still works; its first format pays only its own
 * locale data (~1 ms). Plain ES2015, no imports: it is served as it is.
 */
export const INTL_WARM_SOURCE = [
  "['en', 'ru'].forEach(function (locale) {",
  "  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'full', timeStyle: 'short' }).format(0);",
  '  new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1.5);',
  '  new Intl.PluralRules(locale).select(1);',
  '});',
  "postMessage('warm');",
  '',
].join('\n');

export const INTL_WARM_FILE = `intl-warm.${createHash('sha256').update(INTL_WARM_SOURCE).digest('hex').slice(0, 10)}.js`;

/** The host's build: emits the worker and writes its address into index.html's loader (`window.ffIntlWarm`). */
export class IntlWarmPlugin {
  apply(compiler) {
    emitIntoIndexHtml(compiler, {
      name: 'IntlWarmPlugin',
      placeholder: INTL_WARM_PLACEHOLDER,
      missing: "ICU's first use stays on the main thread",
      asset: () => ({ fileName: INTL_WARM_FILE, source: INTL_WARM_SOURCE }),
    });
  }
}
