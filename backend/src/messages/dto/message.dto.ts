import { IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Type } from 'class-transformer';
import { PageDto } from '../../common/page.dto';
import { Trim } from '../../common/rich-text';
import { Side } from '../conversation-side';

/** Plain text, 1–2,000 characters after trimming. */
export class MessageTextDto {
  /** 1–2,000 characters, plain text @example Hello, is this still available? */
  @Trim()
  @MaxLength(2000, { message: 'text must be at most 2000 characters' })
  @MinLength(1, { message: 'text must not be empty' })
  @IsString()
  text: string;
}

export class StartConversationDto extends MessageTextDto {
  /** The ad to write about */
  @Max(2_147_483_647)
  @Min(1)
  @IsInt({ message: 'adId must be an integer' })
  @Type(() => Number)
  adId: number;
}

export class ReplyDto extends MessageTextDto {}

export class ConversationAdDto {
  id: number;
  title: string;
  slug: string;
  thumbUrl: string | null;
  /** Still shown on the site (active and not expired) */
  live: boolean;
}

export class LastMessageDto {
  /** The first 200 characters */
  text: string;
  mine: boolean;
  createdAt: Date;
}

/** A conversation as one side sees it: the other side only by display name. */
export class ConversationDto {
  id: number;
  ad: ConversationAdDto;
  /** The caller's side: BUYER wrote first, SELLER posted the ad */
  side: Side;
  /** The other side's public display name */
  otherName: string;
  lastMessage: LastMessageDto | null;
  /** Messages the caller has not read yet */
  unread: number;
  /** The caller blocked the other side */
  blockedByMe: boolean;
  /** False when either side blocked the other */
  canReply: boolean;
}

export class ConversationPageDto extends PageDto<ConversationDto> {
  declare items: ConversationDto[];
}

export class MessageDto {
  id: number;
  text: string;
  mine: boolean;
  createdAt: Date;
}

/** A page of a conversation's messages, newest first, with the conversation. */
export class ConversationMessagesDto extends PageDto<MessageDto> {
  declare items: MessageDto[];
  conversation: ConversationDto;
}

export class UnreadDto {
  /** Unread messages in all the caller's conversations */
  unread: number;
}

export class AdminConversationPartyDto {
  id: number;
  email: string;
  displayName: string;
}

export class AdminMessageDto {
  id: number;
  side: Side;
  text: string;
  createdAt: Date;
}

/** A reported conversation, for moderators: both parties and every message, oldest first. */
export class AdminConversationDto {
  id: number;
  adId: number;
  adTitle: string;
  buyer: AdminConversationPartyDto;
  seller: AdminConversationPartyDto;
  messages: AdminMessageDto[];
}
