import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';
import { User } from '../users/user.entity';
import { DataBreach } from './data-breach.entity';

/** A person a breach affects, and when they were told: the Board's report says who was notified and when. */
@Entity('data_breach_recipients')
@Index('IDX_data_breach_recipients_user', ['userId'])
export class BreachRecipient {
  @PrimaryColumn({ type: 'int' })
  breachId: number;

  @PrimaryColumn({ type: 'int' })
  userId: number;

  @ManyToOne(() => DataBreach, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'breachId', foreignKeyConstraintName: 'FK_data_breach_recipients_breach' })
  breach?: DataBreach;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_data_breach_recipients_user' })
  user?: User;

  @DateTimeColumn({ nullable: true })
  notifiedAt: Date | null;
}
