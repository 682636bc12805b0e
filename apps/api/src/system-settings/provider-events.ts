import { Global, Injectable, Logger, Module } from '@nestjs/common';
import type { ProviderName } from '@fixflow/contracts';
import { SystemSettingsRepository } from './system-settings.repository.js';

/** Longest message kept: a provider's error can carry a whole HTML page. */
const MAX_MESSAGE = 500;

/**
 * Where each call to an outside service (mail, Twilio, Stripe, Web Push) writes down how it went,
 * for the admins' providers' status (issue 16). Never throws: a status that could not be written
 * must not fail the send it describes.
 */
@Injectable()
export class ProviderEvents {
  private readonly logger = new Logger(ProviderEvents.name);

  constructor(private readonly repository: SystemSettingsRepository) {}

  async success(provider: ProviderName, message: string): Promise<void> {
    await this.record(provider, true, message);
  }

  async failure(provider: ProviderName, error: unknown): Promise<void> {
    await this.record(provider, false, error instanceof Error ? error.message : String(error));
  }

  private async record(provider: ProviderName, ok: boolean, message: string): Promise<void> {
    try {
      await this.repository.recordProviderEvent(provider, ok, message.slice(0, MAX_MESSAGE));
    } catch (error) {
      this.logger.warn(`${provider} status not recorded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Global: the mail, SMS, payment and push modules record into it without importing the admins' module. */
@Global()
@Module({
  providers: [SystemSettingsRepository, ProviderEvents],
  exports: [ProviderEvents, SystemSettingsRepository],
})
export class ProviderEventsModule {}
