import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TechnicianInvitation } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { TechnicianInvitationView } from './roster-invitation.view.js';
import { RosterInvitationsService } from './roster-invitations.service.js';

/** The technician's side of roster consent: its open invitations and its answer to each. */
@ApiTags('technicians')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('roster-invitations')
export class RosterInvitationsController {
  constructor(private readonly invitations: RosterInvitationsService) {}

  @Get()
  @ApiOperation({ summary: 'The vendors inviting the technician to their rosters, newest first' })
  @ApiOkResponse({ type: [TechnicianInvitationView], description: 'open invitations only' })
  @ApiAccess('roster.answer')
  list(@CurrentPrincipal() caller: Principal): Promise<TechnicianInvitation[]> {
    return this.invitations.ofTechnician(caller);
  }

  @Post(':id/accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Join the vendor\'s roster: it may then assign orders and see the technician\'s details and schedule' })
  @ApiOkResponse({ type: TechnicianInvitationView, description: 'status accepted (again on a second accept)' })
  @ApiErrors('INVITATION_NOT_FOUND', 'INVITATION_ANSWERED')
  @ApiAccess('roster.answer')
  accept(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<TechnicianInvitation> {
    return this.invitations.answer(caller, id, 'accepted');
  }

  @Post(':id/decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline: the vendor sees the decline and may invite again only 30 days later' })
  @ApiOkResponse({ type: TechnicianInvitationView, description: 'status declined (again on a second decline)' })
  @ApiErrors('INVITATION_NOT_FOUND', 'INVITATION_ANSWERED')
  @ApiAccess('roster.answer')
  decline(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<TechnicianInvitation> {
    return this.invitations.answer(caller, id, 'declined');
  }
}
