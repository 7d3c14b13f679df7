import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Role } from '../common/auth/role';
import { CreatedAtColumn } from '../database/columns';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** Always stored lower-cased, so the unique index is case-insensitive on both engines. */
  @Index('UQ_users_email', { unique: true })
  @Column({ length: 254 })
  email: string;

  @Column({ length: 100 })
  fullName: string;

  @Column({ length: 255, select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 10, default: Role.User })
  role: Role;

  @Column({ default: false })
  blocked: boolean;

  @Column({ default: false })
  emailVerified: boolean;

  @Index('IDX_users_created_at')
  @CreatedAtColumn()
  createdAt: Date;
}
