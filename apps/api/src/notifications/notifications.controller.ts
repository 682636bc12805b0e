import { Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { NotificationItem, NotificationList, ReadAllResult, UnreadCount } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { ListNotificationsQuery, UnreadCountQuery } from './notifications.dto.js';
import { NotificationItemView, NotificationListView, ReadAllResultView, UnreadCountView } from './notification.views.js';
import { NotificationsService } from './notifications.service.js';

@ApiTags('notifications')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'The caller\'s notifications, newest first, by type and read state, in keyset pages (next_cursor)' })
  @ApiOkResponse({ type: NotificationListView })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('notification.read')
  list(@CurrentPrincipal() caller: Principal, @Query() query: ListNotificationsQuery): Promise<NotificationList> {
    return this.notifications.list(caller, query);
  }

  @Get('unread-count')
  @ApiOperation({ summary: 'How many of the caller\'s notifications are unread (the sidebar badge)' })
  @ApiOkResponse({ type: UnreadCountView })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('notification.read')
  unreadCount(@CurrentPrincipal() caller: Principal, @Query() query: UnreadCountQuery): Promise<UnreadCount> {
    return this.notifications.unreadCount(caller, query.type);
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark every one of the caller\'s notifications read (its other sessions hear it)' })
  @ApiOkResponse({ type: ReadAllResultView })
  @ApiAccess('notification.write')
  readAll(@CurrentPrincipal() caller: Principal): Promise<ReadAllResult> {
    return this.notifications.readAll(caller);
  }

  @Patch(':id/read')
  @ApiOperation({ summary: 'Mark one of the caller\'s notifications read' })
  @ApiOkResponse({ type: NotificationItemView })
  @ApiErrors('NOT_FOUND')
  @ApiAccess('notification.write')
  markRead(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<NotificationItem> {
    return this.notifications.markRead(caller, id);
  }
}
