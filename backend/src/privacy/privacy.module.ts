import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { UsersModule } from '../users/users.module';
import { WalletModule } from '../wallet/wallet.module';
import { PrivacyController } from './privacy.controller';
import { PrivacyService } from './privacy.service';

/** A user's rights over their data: export it, delete the account. */
@Module({
  imports: [UsersModule, WalletModule, ActivityModule],
  controllers: [PrivacyController],
  providers: [PrivacyService],
})
export class PrivacyModule {}
