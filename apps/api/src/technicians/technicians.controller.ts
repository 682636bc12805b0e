import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RosterInvitation, TechnicianSummary } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { AddRosterTechnicianDto, UpdateRosterTechnicianDto } from './roster.dto.js';
import { RosterInvitationView } from './roster-invitation.view.js';
import { RosterInvitationsService } from './roster-invitations.service.js';
import { TechnicianSummaryView } from './technician.view.js';
import { TechniciansService } from './technicians.service.js';

@ApiTags('technicians')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('technicians')
export class TechniciansController {
  constructor(
    private readonly technicians: TechniciansService,
    private readonly invitations: RosterInvitationsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'A vendor\'s roster (technicians who accepted its invitation), or every technician for an admin' })
  @ApiOkResponse({ type: [TechnicianSummaryView] })
  @ApiAccess('technician.read')
  list(@CurrentPrincipal() caller: Principal): Promise<TechnicianSummary[]> {
    return this.technicians.list(caller);
  }

  // Declared before ':id', which would otherwise take "invitations" for an id.
  @Get('invitations')
  @ApiOperation({ summary: 'The vendor\'s invitations still open (the email it typed) or declined (the technician named)' })
  @ApiOkResponse({ type: [RosterInvitationView] })
  @ApiAccess('roster.manage')
  listInvitations(@CurrentPrincipal() caller: Principal): Promise<RosterInvitation[]> {
    return this.invitations.ofVendor(caller);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One technician; off a vendor\'s roster it is not found' })
  @ApiOkResponse({ type: TechnicianSummaryView })
  @ApiErrors('NOT_FOUND')
  @ApiAccess('technician.read')
  details(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<TechnicianSummary> {
    return this.technicians.details(caller, id);
  }

  @Patch(':id')
  @ApiOperation({ summary: "The commission of one technician on the vendor's roster (null: the vendor's default); orders completed from now on use it" })
  @ApiOkResponse({ type: TechnicianSummaryView })
  @ApiErrors('VALIDATION_FAILED', 'TECHNICIAN_NOT_FOUND')
  @ApiAccess('roster.commission')
  update(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: UpdateRosterTechnicianDto): Promise<TechnicianSummary> {
    return this.technicians.setCommission(caller, id, dto.commission_pct);
  }

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Invite a technician to the vendor\'s roster by email; it joins once it accepts',
    description: 'The same answer whether or not a technician has the email, so the answer cannot be used to find out who is registered. Inviting again while open changes nothing; after a decline, only REINVITE_AFTER_DECLINE_DAYS (30) later.',
  })
  @ApiAcceptedResponse({ type: RosterInvitationView, description: 'The invitation, status invited, showing the email typed' })
  @ApiErrors('VALIDATION_FAILED', 'ALREADY_ON_ROSTER', 'INVITATION_DECLINED')
  @ApiAccess('roster.manage')
  invite(@CurrentPrincipal() caller: Principal, @Body() dto: AddRosterTechnicianDto): Promise<RosterInvitation> {
    return this.invitations.invite(caller, dto);
  }

  @Delete('invitations/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Withdraw an open invitation' })
  @ApiNoContentResponse()
  @ApiErrors('INVITATION_NOT_FOUND', 'INVITATION_ANSWERED')
  @ApiAccess('roster.manage')
  async withdraw(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<void> {
    await this.invitations.withdraw(caller, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Take a technician off the vendor\'s roster' })
  @ApiNoContentResponse({ description: 'Off the roster; an invitation still open is withdrawn with DELETE /technicians/invitations/{id}' })
  @ApiErrors('TECHNICIAN_NOT_FOUND')
  @ApiAccess('roster.manage')
  async remove(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<void> {
    await this.technicians.removeFromRoster(caller, id);
  }
}
