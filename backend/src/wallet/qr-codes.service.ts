import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { TransactionRunner } from '../database/transaction-runner';
import { ActiveQrDto, CreateQrCodeDto, QrCodeDto } from './dto/qr-code.dto';
import { QrCode } from './qr-code.entity';
import { walletRefusal } from './wallet-refusals';

/**
 * `upi://pay?pa=<upiId>&pn=<payeeName>&cu=INR` (the storefront adds `&am=<amount>`). Values are percent-encoded
 * (spaces as %20, never '+'), except the '@' of the address, which is legal in a query and which UPI apps expect as is.
 */
export const upiUri = (upiId: string, payeeName: string) => `upi://pay?pa=${encodeURIComponent(upiId).replace(/%40/g, '@')}&pn=${encodeURIComponent(payeeName)}&cu=INR`;

/**
 * One statement sets every row: concurrent activations queue on the row locks and the last one
 * wins (two statements, "all off" then "this one on", let two of them end up active on MariaDB).
 */
const activateOnly = (manager: EntityManager, id: number) =>
  manager
    .createQueryBuilder()
    .update(QrCode)
    .set({ isActive: () => 'CASE WHEN id = :id THEN 1 ELSE 0 END' })
    .setParameter('id', id)
    .execute();

const toQrCodeDto = ({ id, upiId, payeeName, isActive }: QrCode): QrCodeDto => ({ id, upiId, payeeName, isActive });

/** UPI payees for wallet top-ups. Exactly one is active once any has been activated. */
@Injectable()
export class QrCodesService {
  constructor(
    @InjectRepository(QrCode) private readonly qrCodes: Repository<QrCode>,
    private readonly transactions: TransactionRunner,
  ) {}

  async list(): Promise<QrCodeDto[]> {
    return (await this.qrCodes.find({ order: { id: 'ASC' }, take: 500 })).map(toQrCodeDto);
  }

  async create(input: CreateQrCodeDto): Promise<QrCodeDto> {
    return this.transactions.run(async (manager) => {
      const saved = await manager.save(manager.create(QrCode, { upiId: input.upiId, payeeName: input.payeeName, isActive: false }));
      if (input.isActive) await activateOnly(manager, saved.id);
      return toQrCodeDto({ ...saved, isActive: !!input.isActive });
    });
  }

  async setActive(id: number): Promise<QrCodeDto> {
    return this.transactions.run(async (manager) => {
      const code = await manager.findOneBy(QrCode, { id });
      if (!code) throw new NotFoundException({ detail: walletRefusal('qrCodeNotFound', { id: String(id) }) });
      await activateOnly(manager, id);
      return toQrCodeDto({ ...code, isActive: true });
    });
  }

  async remove(id: number): Promise<void> {
    // One statement, so a code activated meanwhile is never deleted.
    const { affected } = await this.qrCodes.delete({ id, isActive: false });
    if (affected) return;
    if (await this.qrCodes.existsBy({ id })) throw new ConflictException({ detail: walletRefusal('activeQrCode') });
    throw new NotFoundException({ detail: walletRefusal('qrCodeNotFound', { id: String(id) }) });
  }

  /** Whether sellers can pay: the console's dashboard says so when they cannot. */
  hasActive(): Promise<boolean> {
    return this.qrCodes.existsBy({ isActive: true });
  }

  async active(): Promise<ActiveQrDto> {
    const code = await this.qrCodes.findOneBy({ isActive: true });
    if (!code) throw new NotFoundException({ detail: walletRefusal('noActiveQrCode') });
    return { upiId: code.upiId, payeeName: code.payeeName, upiUri: upiUri(code.upiId, code.payeeName) };
  }
}
