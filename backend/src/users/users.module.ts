import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlacklistModule } from '../blacklist/blacklist.module';
import { User } from './user.entity';
import { UsersAdminController } from './users-admin.controller';
import { UsersService } from './users.service';

import { UsersResourceController } from './users-resource.controller';

@Module({
  imports: [TypeOrmModule.forFeature([User]), BlacklistModule],
  controllers: [UsersAdminController, UsersResourceController],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
