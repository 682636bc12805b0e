import i18next from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@fixflow/i18n';

/*
 * The one way a page changes its language (Settings, the header). Whatever words the new language
 * needs are read first (the remotes' words: remote-words.ts registers its reader with the first
 * remote), then i18next switches, so no screen draws half in the old language. Offline with a file
 * missing, it switches all the same: i18next falls back to English for what it lacks. Nothing else
 * calls i18next's changeLanguage (eslint.config.js).
 */

type WordsReader = (language: Language) => Promise<unknown>;

const readers = new Set<WordsReader>();
let target: Language | undefined;

export const spokenLanguage = (language: string): Language =>
  (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : FALLBACK_LANGUAGE;

/** Words to read before every switch, for the language switched to. */
export function readBeforeLanguageSwitch(reader: WordsReader): void {
  readers.add(reader);
}

/** The language a switch is under way to, until i18next has switched: words added meanwhile read it too. */
export function languageSwitchTarget(): Language | undefined {
  return target;
}

export async function switchLanguage(language: string): Promise<void> {
  const next = spokenLanguage(language);
  target = next;
  try {
    await Promise.all([...readers].map((read) => read(next).catch(() => undefined)));
    // A later switch started meanwhile wins: this one does not switch back over it.
    if (target === next) await i18next.changeLanguage(next);
  } finally {
    if (target === next) target = undefined;
  }
}
