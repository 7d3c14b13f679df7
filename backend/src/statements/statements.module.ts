import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WalletModule } from '../wallet/wallet.module';
import { StatementImport } from './statement-import.entity';
import { StatementLine } from './statement-line.entity';
import { StatementPreset } from './statement-preset.entity';
import { StatementsAdminController } from './statements-admin.controller';
import { StatementsService } from './statements.service';

@Module({
  imports: [TypeOrmModule.forFeature([StatementImport, StatementLine, StatementPreset]), WalletModule],
  controllers: [StatementsAdminController],
  providers: [StatementsService],
})
export class StatementsModule {}
