import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { ReportStatus } from '../ads';
import { PaymentStatus } from '../wallet/payment-status';

/**
 * Prometheus metrics: HTTP traffic by route pattern, the process (prom-client's defaults), and a
 * few business gauges counted at scrape time. Each app has its own registry, so that several apps
 * in one process (the tests) do not collide.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [this.registry],
  });

  private readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly inFlight = new Gauge({ name: 'http_requests_in_flight', help: 'HTTP requests being served', registers: [this.registry] });

  constructor(dataSource: DataSource) {
    collectDefaultMetrics({ register: this.registry });
    // Both counts read an index on (status, createdAt): cheap at any table size.
    this.countGauge('bazaar_payments_pending', 'Wallet top-ups waiting for an admin', dataSource, 'SELECT COUNT(*) AS n FROM payments WHERE status = ?', [PaymentStatus.Pending]);
    this.countGauge('bazaar_reports_open', 'Reported ads waiting for an admin', dataSource, 'SELECT COUNT(*) AS n FROM reports WHERE status = ?', [ReportStatus.Open]);
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.duration.observe(labels, seconds);
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }

  private countGauge(name: string, help: string, dataSource: DataSource, sql: string, parameters: unknown[]): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        try {
          const [row] = await dataSource.query(sql, parameters);
          this.set(Number(row.n));
        } catch {
          // A database that does not answer leaves the gauge empty; /api/health reports it.
          this.reset();
        }
      },
    });
  }
}
