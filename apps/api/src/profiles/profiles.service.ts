import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { Role, UpdateProfileRequest, UserProfile } from '@fixflow/contracts';
import type { Admin } from '../admins/admin.entity.js';
import { ApiException } from '../common/api-exception.js';
import { isDatabaseUnreachable } from '../common/api-exception.filter.js';
import type { Technician } from '../technicians/technician.entity.js';
import type { Vendor } from '../vendors/vendor.entity.js';
import { ProfilesRepository } from './profiles.repository.js';
import { type ProfileMembership, roleOf } from './role-lookup.js';

/** The merged profile of SPEC.md §3 over the three profile tables. */
@Injectable()
export class ProfilesService {
  private readonly logger = new Logger(ProfilesService.name);

  constructor(private readonly profiles: ProfilesRepository) {}

  async lookup(userId: string): Promise<ProfileMembership & { role: Role | null }> {
    const row = await this.profiles.ofUser(userId);
    const membership = row ?? { admin_id: null, technician_id: null, vendor_id: null, vendor_status: null };
    return { ...membership, role: roleOf(membership) };
  }

  async roleOf(userId: string): Promise<Role | null> {
    return (await this.lookup(userId)).role;
  }

  /** 404 'User profile not found in any table' when the user has no profile row. */
  async profileOf(userId: string): Promise<UserProfile> {
    const { role } = await this.lookup(userId);
    switch (role) {
      case 'admin':
        return adminProfile(await this.profiles.admin(userId));
      case 'technician':
        return technicianProfile(await this.profiles.technician(userId));
      case 'vendor':
        return vendorProfile(await this.profiles.vendor(userId));
      case null:
        throw new ApiException(HttpStatus.NOT_FOUND, 'PROFILE_NOT_FOUND');
    }
  }

  /**
   * Writes to the table that holds the user (SPEC.md §6): a vendor's full_name is its
   * company_name; only admins and vendors keep a timezone here.
   */
  async updateProfile(userId: string, changes: UpdateProfileRequest): Promise<UserProfile> {
    const { role } = await this.lookup(userId);
    if (role === null) throw new ApiException(HttpStatus.NOT_FOUND, 'PROFILE_NOT_FOUND');
    try {
      await this.applyChanges(role, userId, changes);
    } catch (error) {
      if (isDatabaseUnreachable(error)) throw error;
      this.logger.error(`Profile update of ${userId} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new ApiException(HttpStatus.INTERNAL_SERVER_ERROR, 'PROFILE_UPDATE_FAILED');
    }
    return this.profileOf(userId);
  }

  private async applyChanges(role: Role, userId: string, changes: UpdateProfileRequest): Promise<void> {
    const common = { phone: changes.phone, city: changes.city, state: changes.state };
    switch (role) {
      case 'admin':
        await this.profiles.updateAdmin(userId, { ...common, fullName: changes.full_name, timezone: changes.timezone });
        return;
      case 'technician':
        await this.profiles.updateTechnician(userId, { ...common, fullName: changes.full_name });
        return;
      case 'vendor':
        await this.profiles.updateVendor(userId, { ...common, companyName: changes.full_name, timezone: changes.timezone });
        return;
    }
  }
}

export function adminProfile(admin: Admin): UserProfile {
  return {
    id: admin.userId,
    full_name: admin.fullName,
    email: admin.email,
    phone: admin.phone,
    role: 'admin',
    status: admin.status,
    timezone: admin.timezone,
    state: admin.state,
    city: admin.city,
  };
}

export function technicianProfile(technician: Technician): UserProfile {
  return {
    id: technician.id,
    full_name: technician.fullName,
    email: technician.email,
    phone: technician.phone,
    role: 'technician',
    status: technician.status,
    timezone: technician.timezone,
    state: technician.state,
    city: technician.city,
  };
}

export function vendorProfile(vendor: Vendor): UserProfile {
  return {
    id: vendor.userId,
    full_name: vendor.companyName,
    email: vendor.email,
    phone: vendor.phone,
    role: 'vendor',
    status: vendor.status,
    timezone: vendor.timezone,
    state: vendor.state,
    city: vendor.city,
    company_name: vendor.companyName,
    vendor_id: vendor.id,
  };
}
