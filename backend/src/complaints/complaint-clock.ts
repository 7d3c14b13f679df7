import { Injectable } from '@nestjs/common';

/** The complaints' time: one provider, so the tests can make days pass without waiting (complaints.e2e-spec.ts). */
@Injectable()
export class ComplaintClock {
  now(): Date {
    return new Date();
  }
}
