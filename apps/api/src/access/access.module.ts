import { Global, Module } from '@nestjs/common';
import { AccessRepository } from './access.repository.js';
import { AccessService } from './access.service.js';

/** The access policy, for every module: global, like the session it reads the caller from. */
@Global()
@Module({
  providers: [AccessRepository, AccessService],
  exports: [AccessRepository, AccessService],
})
export class AccessModule {}
