import { fieldErrorMessage, loadMessageCatalogue, type MessageLanguage } from '@fixflow/contracts';
// Types only: the module itself is imported on demand below.
import type * as PhoneRule from '@fixflow/contracts/phone';

type PhoneModule = typeof PhoneRule;

let loaded: PhoneModule | null = null;
let loading: Promise<PhoneModule | null> | null = null;

/**
 * The API's phone rule (`normalizePhone`), read when a phone is first typed or checked: its
 * libphonenumber metadata never comes with a page's first load. The English error catalogue comes
 * with it (the words of INVALID_PHONE; another language's are the host's, or phoneFormRule's, to
 * load). Resolves to null when either cannot be fetched (offline); the API still checks the number then.
 */
export function loadPhoneRule(): Promise<PhoneModule | null> {
  loading ??= Promise.all([import('@fixflow/contracts/phone'), loadMessageCatalogue('en')]).then(
    ([module]) => (loaded = module),
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

/** The number as the API stores it (E.164), null when it is no phone, undefined until the rule is in. */
export function normalizedPhone(typed: string): string | null | undefined {
  if (!loaded) {
    void loadPhoneRule();
    return undefined;
  }
  return loaded.normalizePhone(typed);
}

/**
 * What is wrong with a typed phone, in the API's words for INVALID_PHONE in the user's language;
 * undefined when it is blank or a phone (or before the rule is in: then the API tells).
 */
export function phoneProblem(typed: string, language: MessageLanguage): string | undefined {
  if (!typed.trim()) return undefined;
  return normalizedPhone(typed) === null ? fieldErrorMessage('INVALID_PHONE', language) : undefined;
}
