import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { BlacklistAdminController } from './blacklist-admin.controller';
import { BlacklistEntry } from './blacklist-entry.entity';
import { BlacklistService } from './blacklist.service';

@Module({
  imports: [TypeOrmModule.forFeature([BlacklistEntry]), CatalogueCacheModule],
  controllers: [BlacklistAdminController],
  providers: [BlacklistService],
  exports: [BlacklistService],
})
export class BlacklistModule {}
