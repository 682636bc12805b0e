import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MESSAGE_LANGUAGES, loadMessageCatalogue } from '@fixflow/contracts';

/**
 * The contracts' error catalogue keeps only English in memory until a language is loaded (web
 * pages read Russian when it is used). The API answers in every language from its first request.
 */
@Injectable()
export class MessageCatalogues implements OnModuleInit {
  async onModuleInit(): Promise<void> {
    await Promise.all(MESSAGE_LANGUAGES.map((language) => loadMessageCatalogue(language)));
  }
}
