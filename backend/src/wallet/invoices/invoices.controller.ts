import { Controller, Get, Header, Res, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth, type AuthUser, CurrentUser } from '../../common/auth/auth.decorators';
import { IdParam } from '../../common/parse-id.pipe';
import { requestLanguage } from '../../common/texts';
import { toRupees } from '../../database/columns';
import { InvoiceDto } from './invoice.dto';
import { InvoicesService } from './invoices.service';
import { renderInvoicePdf } from './pdf/invoice-pdf';

/** A seller's GST invoices and credit notes for their top-ups. */
@ApiTags('seller: wallet')
@Auth()
@Controller('seller/invoices')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  /** Newest first (at most 500). */
  @Get()
  async list(@CurrentUser() user: AuthUser): Promise<InvoiceDto[]> {
    return (await this.invoices.forUser(user.id)).map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind,
      issuedAt: invoice.issuedAt,
      reference: invoice.payment.reference,
      total: toRupees(invoice.totalPaise),
      tax: toRupees(invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise),
      originalNumber: invoice.original?.number ?? null,
    }));
  }

  /** The invoice as a PDF, in the reader's language (Accept-Language); 404 for another seller's. */
  @ApiProduces('application/pdf')
  @Header('Cache-Control', 'private, no-store')
  @Get(':id/pdf')
  async pdf(@CurrentUser() user: AuthUser, @IdParam() id: number, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const document = await this.invoices.documentFor(user.id, id, requestLanguage());
    res.setHeader('Content-Disposition', `attachment; filename="${document.number.replace(/\//g, '-')}.pdf"`);
    return new StreamableFile(await renderInvoicePdf(document), { type: 'application/pdf' });
  }
}
