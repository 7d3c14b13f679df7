import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** Which kinds of push a user wants, on every browser they turned push on in; no row: all of them. */
@Entity('push_settings')
export class PushSettings {
  @PrimaryColumn()
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_push_settings_user' })
  user?: User;

  @Column({ default: true })
  messages: boolean;

  @Column({ default: true })
  searchAlerts: boolean;

  @Column({ default: true })
  adExpiry: boolean;
}
