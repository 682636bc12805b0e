import { Module } from '@nestjs/common';
import { PrincipalCacheModule } from '../auth/principal-cache.module.js';
import { VendorsController } from './vendors.controller.js';
import { VendorsService } from './vendors.service.js';

@Module({
  imports: [PrincipalCacheModule],
  controllers: [VendorsController],
  providers: [VendorsService],
  exports: [VendorsService],
})
export class VendorsModule {}
