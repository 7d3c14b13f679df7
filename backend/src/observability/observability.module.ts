import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { MetricsController } from './metrics.controller';
import { MetricsGuard } from './metrics.guard';
import { MetricsService } from './metrics.service';
import { RequestTracker } from './request-tracker';

/** Request ids, access logs, Prometheus metrics; the JSON logger itself is made in main.ts, before the app. */
@Module({
  controllers: [HealthController, MetricsController],
  providers: [MetricsService, RequestTracker, MetricsGuard],
  exports: [RequestTracker],
})
export class ObservabilityModule {}
