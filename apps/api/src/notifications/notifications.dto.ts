import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { NOTIFICATION_TYPES, type NotificationType } from '@fixflow/contracts';
import { KeysetQueryDto } from '../common/keyset-page.js';

export class UnreadCountQuery {
  @ApiPropertyOptional({ enum: NOTIFICATION_TYPES })
  @IsOptional()
  @IsIn(NOTIFICATION_TYPES)
  type?: NotificationType;
}

/** SPEC.md §7/§9's `type` and `unread`, and (issue 18) keyset pages for the notification center. */
export class ListNotificationsQuery extends KeysetQueryDto {
  @ApiPropertyOptional({ enum: NOTIFICATION_TYPES })
  @IsOptional()
  @IsIn(NOTIFICATION_TYPES)
  type?: NotificationType;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: unread only; false: read only' })
  @IsOptional()
  @IsIn(['true', 'false'])
  unread?: 'true' | 'false';
}
