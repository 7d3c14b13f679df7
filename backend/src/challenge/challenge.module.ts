import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChallengeController } from './challenge.controller';
import { ChallengeService } from './challenge.service';
import { SpentChallenge } from './spent-challenge.entity';

/** Proof-of-work challenges for visitors' abuse-prone calls (@RequiresChallenge()). */
@Module({
  imports: [TypeOrmModule.forFeature([SpentChallenge])],
  controllers: [ChallengeController],
  providers: [ChallengeService],
  exports: [ChallengeService],
})
export class ChallengeModule {}
