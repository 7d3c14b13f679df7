import { Injectable } from '@nestjs/common';

/** The photo verifications' time: one provider, so the tests can make the retention period pass without waiting. */
@Injectable()
export class PhotoVerificationClock {
  now(): Date {
    return new Date();
  }
}
