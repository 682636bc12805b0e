import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserProfile } from '@fixflow/contracts';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { ProfilesService } from './profiles.service.js';

/** The signed-in user's own profile; open to every role and to vendors not yet active. */
@ApiTags('profile')
@ApiBearerAuth()
@Controller('me')
export class MeController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get()
  @ApiOperation({ summary: 'The merged profile (SPEC.md §3) of the signed-in user' })
  @ApiOkResponse({ description: 'id, full_name, email, phone, role, status, timezone (+ state, city, company_name, vendor_id)' })
  @ApiNotFoundResponse({ description: 'PROFILE_NOT_FOUND' })
  me(@CurrentPrincipal() principal: Principal): Promise<UserProfile> {
    return this.profiles.profileOf(principal.userId);
  }

  @Patch()
  @ApiOperation({ summary: 'Update the table that holds the user; a vendor\'s full_name is its company_name' })
  update(@CurrentPrincipal() principal: Principal, @Body() dto: UpdateProfileDto): Promise<UserProfile> {
    return this.profiles.updateProfile(principal.userId, dto);
  }
}
