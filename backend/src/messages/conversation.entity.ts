import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId, Unique } from 'typeorm';
import { Ad } from '../ads';
import { CreatedAtColumn, DateTimeColumn } from '../database/columns';
import { User } from '../users/user.entity';

/**
 * One buyer's conversation with a seller about one ad. The seller is copied from the ad so that each
 * side's inbox is one indexed range; unread counts and the last mail time are kept per side.
 */
@Entity('conversations')
@Unique('UQ_conversations_ad_buyer', ['ad', 'buyer'])
@Index('IDX_conversations_buyer', ['buyer', 'lastMessageAt'])
@Index('IDX_conversations_seller', ['seller', 'lastMessageAt'])
export class Conversation {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Ad, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'adId', foreignKeyConstraintName: 'FK_conversations_ad' })
  ad: Ad;

  @RelationId((conversation: Conversation) => conversation.ad)
  adId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'buyerId', foreignKeyConstraintName: 'FK_conversations_buyer' })
  buyer: User;

  @RelationId((conversation: Conversation) => conversation.buyer)
  buyerId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'sellerId', foreignKeyConstraintName: 'FK_conversations_seller' })
  seller: User;

  @RelationId((conversation: Conversation) => conversation.seller)
  sellerId: number;

  @CreatedAtColumn()
  createdAt: Date;

  @DateTimeColumn()
  lastMessageAt: Date;

  @Column({ type: 'int', default: 0 })
  buyerUnread: number;

  @Column({ type: 'int', default: 0 })
  sellerUnread: number;

  /** When each side was last mailed about a new message here (at most one mail per 15 minutes). */
  @DateTimeColumn({ nullable: true })
  buyerMailedAt: Date | null;

  @DateTimeColumn({ nullable: true })
  sellerMailedAt: Date | null;
}
