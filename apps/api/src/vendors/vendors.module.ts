import { Module } from '@nestjs/common';
import { PrincipalCacheModule } from '../auth/principal-cache.module.js';
import { VendorSettingsController } from './vendor-settings.controller.js';
import { VendorSettingsRepository } from './vendor-settings.repository.js';
import { VendorSettingsService } from './vendor-settings.service.js';
import { VendorsController } from './vendors.controller.js';
import { VendorsRepository } from './vendors.repository.js';
import { VendorsService } from './vendors.service.js';

@Module({
  imports: [PrincipalCacheModule],
  controllers: [VendorsController, VendorSettingsController],
  providers: [VendorsRepository, VendorsService, VendorSettingsRepository, VendorSettingsService],
  exports: [VendorsService, VendorsRepository, VendorSettingsRepository],
})
export class VendorsModule {}
