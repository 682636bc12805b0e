import i18next from 'i18next';
import { LANGUAGES, currentLanguage, type Language, type Namespace, type NamespaceWords } from '@fixflow/i18n';
import { languageSwitchTarget, readBeforeLanguageSwitch } from './switch-language';

/*
 * The remotes' words in the host's i18next (RemoteApp.i18n, SDK 3.3). A remote hands each language's
 * words or a loader for them (each language a chunk of its own), so a page reads only the language
 * its user reads: the user's language before a remote's first page draws, another one before the
 * page switches to it (switchLanguage, the one switch, reads it first). Not through i18next's
 * backend, which reads a namespace only for a language it holds nothing of: a page's chunk adds its
 * own words in both languages
 * (addTechnicianDispatchWords…), and the remote's would then never be read. Loaded with the first
 * remote (registry.ts), so /login carries none of it (BUILD.md).
 */

const registered = new Map<Namespace, NamespaceWords>();
/** One read per namespace and language (`namespace|language`); a failed one is forgotten, so the next use tries again. */
const reads = new Map<string, Promise<void>>();

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
 * Registers a remote's words (a newer release's replace an older one's) and reads the language in
 * use, and the one the page is switching to, if any; the first one installs the read before every
 * switch. Rejects when they cannot be read: the remote cannot draw a word without them.
 */
export async function addRemoteWords(namespace: Namespace, words: NamespaceWords): Promise<void> {
  if (!registered.size) readBeforeLanguageSwitch((language) => Promise.all([...registered.keys()].map((name) => readWords(name, language))));
  if (registered.get(namespace) !== words) {
    registered.set(namespace, words);
    for (const language of LANGUAGES) reads.delete(`${namespace}|${language}`);
  }
  const languages = new Set([currentLanguage(i18next), languageSwitchTarget() ?? currentLanguage(i18next)]);
  await Promise.all([...languages].map((language) => readWords(namespace, language)));
}
