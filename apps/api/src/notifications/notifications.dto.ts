import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { NOTIFICATION_TYPES, type NotificationType } from '@fixflow/contracts';

export class UnreadCountQuery {
  @ApiPropertyOptional({ enum: NOTIFICATION_TYPES })
  @IsOptional()
  @IsIn(NOTIFICATION_TYPES)
  type?: NotificationType;
}

export class ListNotificationsQuery extends UnreadCountQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: unread only; false: read only' })
  @IsOptional()
  @IsIn(['true', 'false'])
  unread?: 'true' | 'false';
}
