import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../common/auth/auth.decorators';

export class HealthDto {
  /** @example ok */
  status: string;
  database: { engine: string; ok: boolean };
}

@ApiTags('operations')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** 200 once the app is ready and its database answers; 503 otherwise. */
  @Get()
  async health(): Promise<HealthDto> {
    const engine = this.dataSource.options.type === 'better-sqlite3' ? 'sqlite' : this.dataSource.options.type;
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: { engine, ok: true } };
    } catch {
      throw new ServiceUnavailableException({ detail: `The ${engine} database does not answer` });
    }
  }
}
