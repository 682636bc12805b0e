import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { NOTIFICATION_TYPES, type NotificationItem, type NotificationList, type NotificationType, type ReadAllResult, type UnreadCount } from '@fixflow/contracts';

@ApiSchema({ name: 'NotificationItem' })
export class NotificationItemView implements NotificationItem {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: NOTIFICATION_TYPES, enumName: 'NotificationType' })
  type: NotificationType;

  @ApiProperty()
  is_read: boolean;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: 'object', additionalProperties: true, description: "The notification's own fields, by type" })
  data: Record<string, unknown>;
}

@ApiSchema({ name: 'NotificationList' })
export class NotificationListView implements NotificationList {
  @ApiProperty({ type: [NotificationItemView] })
  items: NotificationItemView[];

  @ApiProperty({ type: String, nullable: true, description: 'The cursor of the next page; null on the last' })
  next_cursor: string | null;
}

@ApiSchema({ name: 'ReadAllResult' })
export class ReadAllResultView implements ReadAllResult {
  @ApiProperty({ type: 'integer', description: 'How many notifications were unread and are now read' })
  marked: number;
}

@ApiSchema({ name: 'UnreadCount' })
export class UnreadCountView implements UnreadCount {
  @ApiProperty({ type: 'integer' })
  count: number;
}
