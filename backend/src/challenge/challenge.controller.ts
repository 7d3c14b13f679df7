import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/auth.decorators';
import { ChallengeService } from './challenge.service';
import { ChallengeDto } from './dto/challenge.dto';

@ApiTags('public: challenge')
@Public()
@Controller('challenge')
export class ChallengeController {
  constructor(private readonly challenges: ChallengeService) {}

  /**
   * A fresh proof-of-work challenge, valid for 10 minutes. Solve it (altcha-lib's solveChallenge) and send
   * base64 of `{algorithm, challenge, number, salt, signature}` as X-Challenge on sign-up, forgot-password,
   * report-post and reveal-phone; each solution passes once.
   */
  @Get()
  @Header('Cache-Control', 'no-store')
  create(): Promise<ChallengeDto> {
    return this.challenges.create();
  }
}
