import i18next from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, currentLanguage, type Language, type Namespace, type NamespaceWords } from '@fixflow/i18n';

/*
 * The remotes' words in the host's i18next (RemoteApp.i18n, SDK 3.3). A remote hands each language's
 * words or a loader for them (each language a chunk of its own), so a page reads only the language
 * its user reads: the user's language before a remote's first page draws, another one before the
 * page switches to it. Not through i18next's backend, which reads a namespace only for a language
 * it holds nothing of: a page's chunk adds its own words in both languages
 * (addTechnicianDispatchWords…), and the remote's would then never be read. Loaded with the first
 * remote (registry.ts), so /login carries none of it (BUILD.md).
 */

const spoken = (language: string): Language => ((LANGUAGES as readonly string[]).includes(language) ? (language as Language) : FALLBACK_LANGUAGE);

const registered = new Map<Namespace, NamespaceWords>();
/** One read per namespace and language (`namespace|language`); a failed one is forgotten, so the next use tries again. */
const reads = new Map<string, Promise<void>>();
/** The language a switch is reading words for or i18next is switching to, until it has. */
let switchingTo: Language | undefined;
i18next.on('languageChanging', (language: string | undefined) => {
  if (language) switchingTo = spoken(language);
});
i18next.on('languageChanged', () => (switchingTo = undefined));

function readWords(namespace: Namespace, language: Language): Promise<void> {
  const key = `${namespace}|${language}`;
  let pending = reads.get(key);
  if (!pending) {
    const source = registered.get(namespace)?.[language];
    pending = Promise.resolve(typeof source === 'function' ? source() : source).then((messages) => {
      // Deep, over what a page's chunk added first (its keys stay); a newer release's words win over an older one's.
      if (messages && registered.get(namespace)?.[language] === source) i18next.addResourceBundle(language, namespace, messages, true, true);
    });
    pending.catch(() => reads.delete(key));
    reads.set(key, pending);
  }
  return pending;
}

/**
 * i18next's own switch (Settings, the header, anything calling `changeLanguage`) reads every
 * registered remote's words for the new language before it switches (and reads the shell's own),
 * so no screen draws half in the old language. Offline with a file missing, it switches all the
 * same: i18next falls back to English for what it lacks. Installed with the first remote's words:
 * until then there is nothing of a remote's to read.
 */
function readBeforeEverySwitch(): void {
  const change = i18next.changeLanguage.bind(i18next);
  i18next.changeLanguage = (async (language?: string, callback?: Parameters<typeof change>[1]) => {
    // Until i18next has switched, a remote that arrives reads this language too (addRemoteWords).
    switchingTo = language === undefined ? undefined : spoken(language);
    const target = switchingTo;
    if (target) await Promise.all([...registered.keys()].map((namespace) => readWords(namespace, target))).catch(() => undefined);
    return change(language, callback);
  }) as typeof i18next.changeLanguage;
}

/**
 * Registers a remote's words (a newer release's replace an older one's) and reads the language in
 * use, and the one the page is switching to, if any. Rejects when they cannot be read: the remote
 * cannot draw a word without them.
 */
export async function addRemoteWords(namespace: Namespace, words: NamespaceWords): Promise<void> {
  if (!registered.size) readBeforeEverySwitch();
  if (registered.get(namespace) !== words) {
    registered.set(namespace, words);
    for (const language of LANGUAGES) reads.delete(`${namespace}|${language}`);
  }
  const languages = new Set([currentLanguage(i18next), switchingTo ?? currentLanguage(i18next)]);
  await Promise.all([...languages].map((language) => readWords(namespace, language)));
}
