import { addMessageCatalogue, MESSAGE_LANGUAGES, type MessageCatalogue, type MessageLanguage } from '@fixflow/contracts';
import { EN_MESSAGE_CATALOGUE } from '@fixflow/contracts/errors.en';
import { RU_MESSAGE_CATALOGUE } from '@fixflow/contracts/errors.ru';

/**
 * The API answers in every language from its first request, so it registers every catalogue as
 * this module is imported, synchronously (a web page reads them when it uses them). A language
 * without a catalogue here fails the typecheck. The API's code takes the message functions from
 * this module, so whatever calls them has the catalogues in.
 */
export const API_MESSAGE_CATALOGUES: Record<MessageLanguage, MessageCatalogue> = { en: EN_MESSAGE_CATALOGUE, ru: RU_MESSAGE_CATALOGUE };

for (const language of MESSAGE_LANGUAGES) addMessageCatalogue(language, API_MESSAGE_CATALOGUES[language]);

export { errorMessage, fieldErrorMessage, weakPasswordReasonMessage } from '@fixflow/contracts';
