import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { Language } from '../../common/language';
import { requestLanguage } from '../../common/texts';
import { HINDI_STATES } from '../../database/hindi-names';
import { SiteSettingsService } from '../../site-settings/site-settings.service';
import type { Payment } from '../payment.entity';
import { GST_STATE_CODES, gstStateName, splitTax } from '../../gst/gst';
import type { GstState, InvoiceDocument } from './invoice-document';
import { Invoice } from './invoice.entity';
import { InvoiceKind } from './invoice-kind';
import { InvoiceNumbers } from './invoice-numbers';
import { invoiceText } from './invoice-texts';

/** The operator's GST registration as invoices print it; null while any part is missing (no invoices then). */
export interface GstTerms {
  legalName: string;
  address: string;
  gstin: string;
  stateCode: string;
  sac: string;
  ratePercent: number;
  pricesIncludeTax: boolean;
}

/** A state's GST code from a state name, or null for a name we do not know. */
const stateCode = (state: string | null) => (state ? (GST_STATE_CODES[state] ?? null) : null);

/**
 * GST tax invoices for approved top-ups, and credit notes for reversed ones (docs/decisions/0042-gst-invoices.md).
 * Issued inside the approval's or reversal's transaction, numbered by InvoiceNumbers; nothing is issued while the
 * operator has not entered a GST registration.
 */
@Injectable()
export class InvoicesService {
  constructor(
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    private readonly numbers: InvoiceNumbers,
    private readonly siteSettings: SiteSettingsService,
  ) {}

  async terms(): Promise<GstTerms | null> {
    const s = await this.siteSettings.get();
    if (!s.legalEntityName || !s.businessAddress || !s.gstin) return null;
    return {
      legalName: s.legalEntityName,
      address: s.businessAddress,
      gstin: s.gstin,
      stateCode: s.gstin.slice(0, 2),
      sac: s.sac,
      ratePercent: s.gstRatePercent,
      pricesIncludeTax: s.pricesIncludeTax,
    };
  }

  /** What a seller pays for `amountPaise` of wallet credit: the amount, plus GST when prices exclude it. */
  async chargeFor(amountPaise: number, billingState: string | null): Promise<number> {
    const terms = await this.terms();
    if (!terms || terms.pricesIncludeTax) return amountPaise;
    return splitTax(amountPaise, terms.ratePercent, false, this.placeOfSupply(terms, billingState) === terms.stateCode).totalPaise;
  }

  /** The tax invoice for an approved top-up, in the approval's transaction; none without a GST registration. */
  async issueFor(manager: EntityManager, payment: Payment, recipient: { fullName: string; email: string }, at = new Date()): Promise<Invoice | null> {
    const terms = await this.terms();
    if (!terms) return null;
    const placeOfSupply = this.placeOfSupply(terms, payment.billingState);
    const inclusive = payment.chargedPaise === payment.amountPaise;
    const split = splitTax(inclusive ? payment.chargedPaise : payment.amountPaise, terms.ratePercent, inclusive, placeOfSupply === terms.stateCode);
    const number = await this.numbers.next(manager, 'BZ', at);
    const { identifiers } = await manager.insert(Invoice, {
      number,
      kind: InvoiceKind.Invoice,
      issuedAt: at,
      payment: { id: payment.id },
      user: { id: payment.userId },
      original: null,
      supplierName: terms.legalName,
      supplierAddress: terms.address,
      supplierGstin: terms.gstin,
      recipientName: recipient.fullName,
      recipientEmail: recipient.email,
      placeOfSupply,
      sac: terms.sac,
      ratePercent: terms.ratePercent,
      pricesIncludeTax: inclusive,
      ...split,
      reason: null,
    });
    return manager.findOneByOrFail(Invoice, { id: identifiers[0].id });
  }

  /** The credit note cancelling a top-up's invoice, in the reversal's transaction; none if it had no invoice. */
  async creditNoteFor(manager: EntityManager, payment: Payment, reason: string, at = new Date()): Promise<Invoice | null> {
    const invoice = await manager.findOne(Invoice, { where: { payment: { id: payment.id }, kind: InvoiceKind.Invoice }, relations: { user: true } });
    if (!invoice) return null;
    const number = await this.numbers.next(manager, 'CN', at);
    const { id: _id, number: _number, issuedAt: _issuedAt, kind: _kind, paymentId: _paymentId, userId: _userId, reason: _reason, ...copied } = invoice;
    const { identifiers } = await manager.insert(Invoice, { ...copied, number, kind: InvoiceKind.CreditNote, issuedAt: at, payment: { id: payment.id }, original: { id: invoice.id }, reason });
    return manager.findOneByOrFail(Invoice, { id: identifiers[0].id });
  }

  /** A seller's invoices and credit notes, newest first. */
  forUser(userId: number): Promise<Invoice[]> {
    return this.invoices.find({ where: { user: { id: userId } }, relations: { payment: true, original: true }, order: { issuedAt: 'DESC', id: 'DESC' }, take: 500 });
  }

  /** One invoice as its PDF draws it; only its recipient's (404 for anyone else's, so ids reveal nothing). */
  async documentFor(userId: number | null, id: number, language: Language): Promise<InvoiceDocument> {
    const invoice = await this.invoices.findOne({ where: userId === null ? { id } : { id, user: { id: userId } }, relations: { payment: true, original: true } });
    if (!invoice) throw new NotFoundException({ detail: invoiceText(requestLanguage(), 'notFound', { id: String(id) }) });
    return invoiceDocument(invoice, language);
  }

  /** The recipient's state on record, else the supplier's own (IGST Act, s. 12(2)(b)). */
  private placeOfSupply(terms: GstTerms, billingState: string | null): string {
    return stateCode(billingState) ?? terms.stateCode;
  }
}

function gstState(code: string, language: Language): GstState {
  const name = gstStateName(code) ?? code;
  return { code, name: language === 'hi' ? (HINDI_STATES[name] ?? name) : name };
}

export function invoiceDocument(invoice: Invoice, language: Language): InvoiceDocument {
  const supplierState = invoice.supplierGstin.slice(0, 2);
  return {
    kind: invoice.kind,
    language,
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    supplier: { legalName: invoice.supplierName, address: invoice.supplierAddress, gstin: invoice.supplierGstin, state: gstState(supplierState, language) },
    recipient: { name: invoice.recipientName, email: invoice.recipientEmail, state: gstState(invoice.placeOfSupply, language) },
    placeOfSupply: gstState(invoice.placeOfSupply, language),
    line: { description: invoiceText(language, 'lineDescription'), sac: invoice.sac, taxablePaise: invoice.taxablePaise },
    ratePercent: invoice.ratePercent,
    cgstPaise: invoice.cgstPaise,
    sgstPaise: invoice.sgstPaise,
    igstPaise: invoice.igstPaise,
    totalPaise: invoice.totalPaise,
    pricesIncludeTax: invoice.pricesIncludeTax,
    paymentReference: invoice.payment.reference ?? `#${invoice.payment.id}`,
    utr: invoice.payment.transactionId,
    original: invoice.original ? { number: invoice.original.number, issuedAt: invoice.original.issuedAt } : null,
    reason: invoice.reason,
  };
}
