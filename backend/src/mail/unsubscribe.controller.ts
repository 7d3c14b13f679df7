import { Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/auth.decorators';
import { RateLimit } from '../common/rate-limit';
import { DoneDto } from '../common/done.dto';
import { UnsubscribeQueryDto } from './dto/unsubscribe.dto';
import { UnsubscribeTopics } from './unsubscribe-topics';

/** The target of the unsubscribe links (unsubscribe-links.ts): under auth/ in the API, as the links already mailed name it. */
@ApiTags('auth')
@Controller()
export class UnsubscribeController {
  constructor(private readonly topics: UnsubscribeTopics) {}

  /**
   * Turns one kind of non-essential mail off (or deletes the saved search whose alert it was), without signing in: the token comes from the mail's link.
   * Mail apps call it by RFC 8058 one-click (`List-Unsubscribe=One-Click` in the body); the storefront's
   * /unsubscribe page calls it on opening.
   */
  @Public()
  @RateLimit(30, 3600)
  @Post('auth/unsubscribe')
  @HttpCode(200)
  async unsubscribe(@Query() query: UnsubscribeQueryDto): Promise<DoneDto> {
    return { detail: await this.topics.unsubscribe(query.token) };
  }
}
