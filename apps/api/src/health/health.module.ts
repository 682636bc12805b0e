import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { RedisReadiness } from './redis-readiness.js';

@Module({
  controllers: [HealthController],
  providers: [HealthService, RedisReadiness],
  exports: [RedisReadiness],
})
export class HealthModule {}
