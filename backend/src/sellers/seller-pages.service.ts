import { Injectable, NotFoundException } from '@nestjs/common';
import { currentClock } from '../ads';
import { displayNameKey } from '../common/display-name-key';
import { type PageQueryDto } from '../common/page.dto';
import { fromSqlDateTime, toSqlDateTime } from '../database/columns';
import { ReadQueries } from '../database/read-queries';
import { AdCardsService, type CardRow } from '../search/ad-cards.service';
import { type SellerPageDto } from './dto/seller-page.dto';
import { sellerRefusal } from './seller-refusals';

type SellerRow = { id: number; displayName: string; createdAt: string | Date; phoneVerifiedAt: string | Date | null; photosVerifiedAt: string | Date | null };

/**
 * The public page of a seller (issue 42), found by their display name whatever its case or look-alike letters (the
 * name's skeleton, which is unique: users/display-name.ts). 404 alike for no such seller, one who chose no page, and a
 * blocked or deleted account.
 */
@Injectable()
export class SellerPages {
  constructor(
    private readonly reads: ReadQueries,
    private readonly cards: AdCardsService,
  ) {}

  async page(displayName: string, query: Pick<PageQueryDto, 'page' | 'pageSize'>): Promise<SellerPageDto> {
    const [seller] = await this.reads.query<SellerRow>(
      `SELECT u.id, u.displayName, u.createdAt,
              (SELECT MAX(ad.phoneVerifiedAt) FROM ads ad WHERE ad.sellerId = u.id) AS phoneVerifiedAt,
              (SELECT MAX(ad.photosVerifiedAt) FROM ads ad WHERE ad.sellerId = u.id) AS photosVerifiedAt
       FROM users u WHERE u.displayNameKey = ? AND u.publicPage = 1 AND u.blocked = 0 AND u.deletedAt IS NULL`,
      [displayNameKey(displayName)],
    );
    if (!seller) throw new NotFoundException({ detail: sellerRefusal('noPage') });
    const clock = currentClock();
    const live = { sql: `FROM ads ad WHERE ad.sellerId = ? AND ad.status = 'ACTIVE' AND ad.expiresAt > ?`, params: [seller.id, toSqlDateTime(clock.now)] };
    const offset = (query.page - 1) * query.pageSize;
    const statement = this.cards.cardsStatement([], { sql: `SELECT ad.id AS id ${live.sql} ORDER BY ad.listedAt DESC, ad.id DESC LIMIT ${query.pageSize} OFFSET ${offset}`, params: live.params });
    const [[count], rows] = await Promise.all([this.reads.query<{ n: number | string }>(`SELECT COUNT(*) AS n ${live.sql}`, live.params), this.reads.query<CardRow>(statement.sql, statement.params)]);
    const { cards } = await this.cards.cardsFrom(rows, [], clock);
    return {
      displayName: seller.displayName,
      memberSince: fromSqlDateTime(seller.createdAt),
      phoneVerifiedAt: seller.phoneVerifiedAt ? fromSqlDateTime(seller.phoneVerifiedAt) : null,
      photosVerifiedAt: seller.photosVerifiedAt ? fromSqlDateTime(seller.photosVerifiedAt) : null,
      items: cards,
      total: Number(count.n),
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
