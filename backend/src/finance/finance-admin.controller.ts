import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { FinanceQueryDto, FinanceSummaryDto, MonthQueryDto } from './finance.dto';
import { FinanceService } from './finance.service';

/** The finance view and the accountant's exports (issue 43). */
@ApiTags('admin: finance')
@Auth(Role.Admin)
@Controller('admin/finance')
export class FinanceAdminController {
  constructor(private readonly finance: FinanceService) {}

  /** Money in, promotions sold and refunds per day, what the site owes its sellers, pending top-ups by age, reconciliation. */
  @Get('summary')
  summary(@Query() query: FinanceQueryDto): Promise<FinanceSummaryDto> {
    return this.finance.summary(query.days);
  }

  /** The month's tax invoices and credit notes (negative amounts) as CSV, one row each, for the accountant. */
  @ApiProduces('text/csv')
  @Header('Cache-Control', 'private, no-store')
  @Get('invoices.csv')
  async invoices(@Query() query: MonthQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    res.type('text/csv; charset=utf-8').setHeader('Content-Disposition', `attachment; filename="invoices-${query.month}.csv"`);
    return this.finance.invoicesCsv(query.month);
  }

  /** The month's refunds of promotions as CSV. */
  @ApiProduces('text/csv')
  @Header('Cache-Control', 'private, no-store')
  @Get('refunds.csv')
  async refunds(@Query() query: MonthQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    res.type('text/csv; charset=utf-8').setHeader('Content-Disposition', `attachment; filename="refunds-${query.month}.csv"`);
    return this.finance.refundsCsv(query.month);
  }
}
