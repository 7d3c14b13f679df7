import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { ModerationModule } from '../moderation/moderation.module';
import { UsersModule } from '../users/users.module';
import { SeedService } from './seed.service';

@Module({
  imports: [UsersModule, MediaModule, ModerationModule],
  providers: [SeedService],
})
export class SeedsModule {}
