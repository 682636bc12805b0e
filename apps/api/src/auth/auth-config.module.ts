import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AUTH_CONFIG, loadAuthConfig } from './auth.config.js';

/** AUTH_CONFIG from the environment; a bad value stops the boot with a message naming it. */
@Module({
  providers: [
    { provide: AUTH_CONFIG, inject: [APP_CONFIG], useFactory: (app: AppConfig) => loadAuthConfig(process.env, app) },
  ],
  exports: [AUTH_CONFIG],
})
export class AuthConfigModule {}
