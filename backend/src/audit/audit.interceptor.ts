import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { defer, mergeMap, type Observable } from 'rxjs';
import { DataSource, type FindOptionsWhere, type ObjectLiteral } from 'typeorm';
import type { AuthUser } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { requestIdOf, routeOf, type TrackedRequest } from '../common/request-context';
import { changes, type Fields, fieldsOf, snapshotOf, toAuditJson } from './audit-changes';
import { AuditService } from './audit.service';
import { AUDITED, type AuditSpec } from '../common/audited';

type AuditedRequest = TrackedRequest & { user?: AuthUser };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_ROW_ID = 2_147_483_647;

/** A path parameter that is a row id, as ParseIdPipe accepts it; anything else is the handler's 400 to give. */
const rowId = (value: unknown): number | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= MAX_ROW_ID ? Number(text) : undefined;
};

/**
 * Records every successful admin write on a route marked @Audited: the row is read by its id before
 * the handler and again after it, and one audit entry keeps the fields that changed. A create (no id)
 * keeps the answer's fields; a delete keeps the row as it was. A handler that throws records nothing,
 * and a failure to record is logged, never turned into an error for a write that succeeded.
 * docs/decisions/0010-audit-log.md
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('AuditLog');

  constructor(
    private readonly reflector: Reflector,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuditedRequest>();
    if (READS.has(request.method)) return next.handle();
    const spec = this.reflector.getAllAndOverride<AuditSpec | undefined>(AUDITED, [context.getHandler(), context.getClass()]);
    const admin = request.user;
    if (!spec || !admin || admin.role !== Role.Admin) return next.handle();

    const id = spec.idParam ? rowId(request.params?.[spec.idParam]) : undefined;
    return defer(() => (id === undefined ? Promise.resolve(null) : this.load(spec, id, request))).pipe(
      mergeMap((before) =>
        next.handle().pipe(
          mergeMap(async (answer) => {
            await this.record(spec, request, admin, id, before, answer);
            return answer;
          }),
        ),
      ),
    );
  }

  private async record(spec: AuditSpec, request: AuditedRequest, admin: AuthUser, id: number | undefined, before: Fields | null, answer: unknown): Promise<void> {
    try {
      let targetId: number | null;
      let was: Fields | null = null;
      let is: Fields | null = null;
      if (id !== undefined) {
        targetId = id;
        const after = await this.load(spec, id, request);
        if (before && after) [was, is] = changes(before, after) ?? [null, null];
        else [was, is] = [before, after]; // deleted (after is null), or created under this id (before is null)
      } else {
        targetId = rowId((answer as { id?: unknown } | null | undefined)?.id) ?? null;
        is = fieldsOf(spec.createdFrom === 'request' ? request.body : answer);
      }
      await this.audit.record({
        adminId: admin.id,
        adminEmail: admin.email,
        kind: spec.kind,
        action: `${request.method} ${routeOf(request)}`.slice(0, 120),
        targetId,
        before: toAuditJson(was),
        after: toAuditJson(is),
      });
    } catch (error) {
      this.failed('recording', request, error);
    }
  }

  /** The row as the audit log shows it, relations as ids; null if there is none (or it cannot be read now). */
  private async load(spec: AuditSpec, id: number, request: AuditedRequest): Promise<Fields | null> {
    try {
      const repository = this.dataSource.getRepository<ObjectLiteral>(spec.entity);
      const metadata = repository.metadata;
      // Only the row's own foreign keys (a payment's reviewedById), not lists of children.
      const relations = metadata.relations.filter((r) => r.isManyToOne || (r.isOneToOne && r.isOwning)).map((r) => r.propertyName);
      const row = await repository.findOne({ where: { id } as FindOptionsWhere<ObjectLiteral>, loadRelationIds: { relations }, loadEagerRelations: false });
      return row ? snapshotOf(metadata, row) : null;
    } catch (error) {
      this.failed('reading the row for', request, error);
      return null;
    }
  }

  private failed(doing: string, request: AuditedRequest, error: unknown): void {
    const path = request.originalUrl.split('?')[0];
    this.logger.error(
      { message: `${doing} the audit entry of ${request.method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`, requestId: requestIdOf(request) },
      error instanceof Error ? error.stack : undefined,
    );
  }
}
