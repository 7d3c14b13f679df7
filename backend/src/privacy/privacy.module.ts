import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { UsersModule } from '../users/users.module';
import { WalletModule } from '../wallet/wallet.module';
import { PrivacyController } from './privacy.controller';
import { PrivacyService } from './privacy.service';
import { Retention } from './retention';

/** A user's rights over their data (export it, delete the account), and the retention periods enforced. */
@Module({
  imports: [UsersModule, WalletModule, ActivityModule],
  controllers: [PrivacyController],
  providers: [PrivacyService, Retention],
})
export class PrivacyModule {}
