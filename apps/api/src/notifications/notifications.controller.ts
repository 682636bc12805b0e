import { Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { NotificationItem, NotificationList, UnreadCount } from '@fixflow/contracts';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ListNotificationsQuery, UnreadCountQuery } from './notifications.dto.js';
import { NotificationsService } from './notifications.service.js';

@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'The caller\'s notifications, newest first, by type and read state' })
  list(@CurrentPrincipal() caller: Principal, @Query() query: ListNotificationsQuery): Promise<NotificationList> {
    return this.notifications.list(caller, query);
  }

  @Get('unread-count')
  @ApiOperation({ summary: 'How many of the caller\'s notifications are unread (the sidebar badge)' })
  unreadCount(@CurrentPrincipal() caller: Principal, @Query() query: UnreadCountQuery): Promise<UnreadCount> {
    return this.notifications.unreadCount(caller, query.type);
  }

  @Patch(':id/read')
  @ApiOperation({ summary: 'Mark one of the caller\'s notifications read' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND, also for another user\'s notification' })
  markRead(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<NotificationItem> {
    return this.notifications.markRead(caller, id);
  }
}
