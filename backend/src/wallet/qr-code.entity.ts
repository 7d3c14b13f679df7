import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';

/** A UPI payee that sellers pay wallet top-ups to; exactly one is active at a time. */
@Entity('qr_codes')
export class QrCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: 100 })
  upiId: string;

  @Column({ length: 100 })
  payeeName: string;

  @Column({ default: false })
  isActive: boolean;

  @CreatedAtColumn()
  createdAt: Date;
}
