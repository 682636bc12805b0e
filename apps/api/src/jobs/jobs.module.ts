import { Global, Module } from '@nestjs/common';
import { Jobs } from './jobs.service.js';

/** Global: any module registers its queues with Jobs and sends work to them. */
@Global()
@Module({
  providers: [Jobs],
  exports: [Jobs],
})
export class JobsModule {}
