import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntry } from './audit-entry.entity';
import { AuditInterceptor } from './audit.interceptor';
import { AuditResourceController } from './audit-resource.controller';
import { AuditService } from './audit.service';

/** The admin audit log: a global interceptor writes it for routes marked @Audited, the console reads it. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  controllers: [AuditResourceController],
  providers: [AuditService, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
  exports: [AuditService],
})
export class AuditModule {}
