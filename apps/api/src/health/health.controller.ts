import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import type { HealthResponse, ReadinessResponse } from '@fixflow/contracts';
import type { Response } from 'express';
import { Public } from '../auth/decorators.js';
import { HealthService } from './health.service.js';
import { HealthView, ReadinessView } from './health.views.js';

/** Public: load balancers and orchestrators probe it without a session. */
@Public()
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Liveness: the process answers. Never touches the database, so a DB outage does not restart it. */
  @Get()
  @ApiOkResponse({ type: HealthView, description: 'The process is alive' })
  @ApiErrors()
  liveness(): HealthResponse {
    return this.health.liveness();
  }

  /** Readiness: send traffic here only when the database is up and fully migrated, and Redis connected when REDIS_URL is set. */
  @Get('ready')
  @ApiOkResponse({ type: ReadinessView, description: 'Database up and migrated; Redis connected (with REDIS_URL)' })
  @ApiServiceUnavailableResponse({ type: ReadinessView, description: 'Database down, migrations pending, or Redis not connected (with REDIS_URL)' })
  @ApiErrors()
  async readiness(@Res({ passthrough: true }) res: Response): Promise<ReadinessResponse> {
    const readiness = await this.health.readiness();
    res.status(readiness.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return readiness;
  }
}
