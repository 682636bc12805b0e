import { Module } from '@nestjs/common';
import { PrincipalCacheModule } from '../auth/principal-cache.module.js';
import { VendorsController } from './vendors.controller.js';
import { VendorsRepository } from './vendors.repository.js';
import { VendorsService } from './vendors.service.js';

@Module({
  imports: [PrincipalCacheModule],
  controllers: [VendorsController],
  providers: [VendorsRepository, VendorsService],
  exports: [VendorsService, VendorsRepository],
})
export class VendorsModule {}
