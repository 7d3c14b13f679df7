import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_KINDS, type AuditKind } from '../../common/audited';

/** One admin write, as the console's Audit log shows it. */
export class AuditEntryDto {
  id: number;

  /** The admin's account; null once that account is gone (the e-mail stays) */
  adminId: number | null;

  adminEmail: string;

  @ApiProperty({ enum: AUDIT_KINDS, enumName: 'AuditKind' })
  kind: AuditKind;

  /** Method and route pattern @example PUT /api/admin/ra/payments/:id */
  action: string;

  /** The row written (for a create, the new row's id) */
  targetId: number | null;

  /** The changed fields before the write (for a delete, the whole row); null for a create */
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  before: Record<string, unknown> | null;

  /** The changed fields after the write (for a create, the new row's); null for a delete */
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  after: Record<string, unknown> | null;

  createdAt: Date;
}
