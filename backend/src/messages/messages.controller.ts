import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CreateReportDto, ReportCreatedDto } from '../ads/dto/report.dto';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { VerifiedEmail } from '../common/auth/verified-email.guard';
import { PageQueryDto } from '../common/page.dto';
import { IdParam } from '../common/parse-id.pipe';
import { RateLimit } from '../common/rate-limit';
import { ConversationDto, ConversationMessagesDto, ConversationPageDto, ReplyDto, StartConversationDto, UnreadDto } from './dto/message.dto';
import { MessagesService } from './messages.service';

/** A buyer's and a seller's conversations about an ad, for the two of them only (404 for anyone else). */
@ApiTags('messages')
@Auth()
@Controller('messages')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  /** The caller's conversations, latest activity first, with unread counts. */
  @Get()
  list(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<ConversationPageDto> {
    return this.messages.list(user.id, query.page, query.pageSize);
  }

  /** Unread messages in all the caller's conversations (the Inbox badge). */
  @Get('unread')
  unread(@CurrentUser() user: AuthUser): Promise<UnreadDto> {
    return this.messages.unread(user.id);
  }

  /**
   * Writes to the seller of a live ad: starts the conversation, or continues it if the caller wrote
   * about this ad before. Needs a verified e-mail; 20 an hour per account.
   */
  @VerifiedEmail('writingToSellers')
  @RateLimit(20, 3600, { limit: 100, seconds: 3600 })
  @Post()
  start(@CurrentUser() user: AuthUser, @Body() body: StartConversationDto): Promise<ConversationDto> {
    return this.messages.start(user.id, body.adId, body.text);
  }

  /** A page of the conversation's messages, newest first; marks it read for the caller. */
  @Get(':id')
  open(@CurrentUser() user: AuthUser, @IdParam() id: number, @Query() query: PageQueryDto): Promise<ConversationMessagesDto> {
    return this.messages.open(user.id, id, query.page, query.pageSize);
  }

  /** Replies in the conversation; 403 when either side blocked the other. 60 per 10 minutes per account. */
  @VerifiedEmail('writingToSellers')
  @RateLimit(60, 600, { limit: 300, seconds: 600 })
  @Post(':id')
  reply(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() body: ReplyDto): Promise<ConversationDto> {
    return this.messages.reply(user.id, id, body.text);
  }

  /** Blocks the other side: neither can write to the other any more, in any conversation. */
  @Post(':id/block')
  @HttpCode(200)
  block(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<ConversationDto> {
    return this.messages.block(user.id, id);
  }

  /** Lifts the caller's block of the other side. */
  @Delete(':id/block')
  unblock(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<ConversationDto> {
    return this.messages.unblock(user.id, id);
  }

  /** Reports the conversation to the moderators, who can then read it. 10 an hour. */
  @RateLimit(10, 3600)
  @Post(':id/report')
  report(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() body: CreateReportDto): Promise<ReportCreatedDto> {
    return this.messages.report(user.id, id, body);
  }
}
