import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserProfile } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { AccessService } from '../access/access.service.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { UserProfileView } from './dto/profile.view.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { ProfilesService } from './profiles.service.js';

/**
 * The signed-in user's own profile; open to every role and to accounts not (or no longer) active,
 * whose pages need it. The services below take a user id, so the policy is asked here.
 */
@ApiTags('profile')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED', 'PROFILE_NOT_FOUND')
@Controller('me')
export class MeController {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly access: AccessService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The merged profile (SPEC.md §3) of the signed-in user' })
  @ApiOkResponse({ type: UserProfileView })
  @ApiAccess('profile.read')
  async me(@CurrentPrincipal() principal: Principal): Promise<UserProfile> {
    await this.access.requireAccess(principal, 'profile.read');
    return this.profiles.profileOf(principal.userId);
  }

  @Patch()
  @ApiOperation({ summary: 'Update the table that holds the user; a vendor\'s full_name is its company_name' })
  @ApiOkResponse({ type: UserProfileView })
  @ApiErrors('VALIDATION_FAILED', 'PROFILE_UPDATE_FAILED')
  @ApiAccess('profile.write')
  async update(@CurrentPrincipal() principal: Principal, @Body() dto: UpdateProfileDto): Promise<UserProfile> {
    await this.access.requireAccess(principal, 'profile.write');
    return this.profiles.updateProfile(principal.userId, dto);
  }
}
