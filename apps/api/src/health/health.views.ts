import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { HealthResponse, ReadinessResponse } from '@fixflow/contracts';
import { enumOf } from '../common/openapi/enum-of.js';

@ApiSchema({ name: 'HealthResponse' })
export class HealthView implements HealthResponse {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';

  @ApiProperty({ description: 'Seconds the process has been up' })
  uptime_s: number;

  @ApiProperty({ example: '0.1.0' })
  version: string;
}

@ApiSchema({ name: 'ReadinessResponse' })
export class ReadinessView implements ReadinessResponse {
  @ApiProperty({ enum: enumOf<ReadinessResponse['status']>()('ok', 'unavailable') })
  status: ReadinessResponse['status'];

  @ApiProperty({ enum: enumOf<ReadinessResponse['database']>()('up', 'down') })
  database: ReadinessResponse['database'];

  @ApiProperty({ type: 'integer', nullable: true, description: 'null when the database cannot be reached to count them' })
  migrations_pending: number | null;

  @ApiProperty({
    enum: enumOf<NonNullable<ReadinessResponse['redis']>>()('up', 'down'),
    nullable: true,
    description: "With REDIS_URL: whether the realtime adapter's Redis connections are up; null without REDIS_URL",
  })
  redis: ReadinessResponse['redis'];
}
