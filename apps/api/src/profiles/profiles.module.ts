import { Module } from '@nestjs/common';
import { MeController } from './me.controller.js';
import { ProfilesRepository } from './profiles.repository.js';
import { ProfilesService } from './profiles.service.js';

@Module({
  controllers: [MeController],
  providers: [ProfilesRepository, ProfilesService],
  exports: [ProfilesService, ProfilesRepository],
})
export class ProfilesModule {}
