import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { WalletModule } from '../wallet/wallet.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

/** The caller's own profile with their wallet balance, composed from users/ and wallet/ outside auth/ (issue 40). */
@Module({
  imports: [UsersModule, WalletModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
