import { Module } from '@nestjs/common';
import { AuthConfigModule } from './auth-config.module.js';
import { PrincipalCache } from './principal-cache.js';

/** The caller cache on its own, so modules that change callers (vendors) can forget them. */
@Module({
  imports: [AuthConfigModule],
  providers: [PrincipalCache],
  exports: [PrincipalCache],
})
export class PrincipalCacheModule {}
