import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import { Conversation } from './conversation.entity';
import { Side } from './conversation-side';

/** One message of a conversation, plain text; `side` says who wrote it. */
@Entity('messages')
@Index('IDX_messages_conversation', ['conversation', 'id'])
export class Message {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'conversationId', foreignKeyConstraintName: 'FK_messages_conversation' })
  conversation: Conversation;

  @Column({ type: 'varchar', length: 6 })
  side: Side;

  @Column({ type: 'text' })
  text: string;

  @CreatedAtColumn()
  createdAt: Date;
}
