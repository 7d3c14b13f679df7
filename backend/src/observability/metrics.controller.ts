import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Registry } from 'prom-client';
import { Public } from '../common/auth/auth.decorators';
import { MetricsGuard } from './metrics.guard';
import { MetricsService } from './metrics.service';

@ApiTags('operations')
@Public()
@UseGuards(MetricsGuard)
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  /**
   * Prometheus metrics in the text exposition format: HTTP requests and their duration by method,
   * route pattern and status; the Node.js process; pending payments and open reports.
   * Send `METRICS_TOKEN` as a bearer token (scrapers), or an admin's token (docs/operations.md).
   */
  @Get()
  @ApiBearerAuth()
  @ApiProduces(Registry.PROMETHEUS_CONTENT_TYPE)
  @ApiOkResponse({ description: 'Metrics in the Prometheus text format', schema: { type: 'string', example: 'http_requests_total{method="GET",route="/api/health",status="200"} 3' } })
  @ApiUnauthorizedResponse({ description: 'Neither the metrics token nor a valid token' })
  @ApiForbiddenResponse({ description: 'A valid token of a user who is not an admin' })
  @Header('Content-Type', Registry.PROMETHEUS_CONTENT_TYPE)
  @Header('Cache-Control', 'no-store')
  scrape(): Promise<string> {
    return this.metrics.render();
  }
}
