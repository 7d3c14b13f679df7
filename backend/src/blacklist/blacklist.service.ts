import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { type TtlCache } from '../common/ttl-cache';
import { BlacklistEntry } from './blacklist-entry.entity';
import { BlacklistKind } from './blacklist-kind';
import { BlacklistEntryDto, CreateBlacklistEntryDto } from './dto/blacklist.dto';
import { blacklistRefusal } from './blacklist-refusals';
import { fieldName } from '../common/common-refusals';

const toDto = ({ id, kind, value, createdAt }: BlacklistEntry): BlacklistEntryDto => ({ id, kind, value, createdAt });

/** Normalises a value the way it is compared: words and domains lower-cased, phones as their last 10 digits. */
export function normaliseBlacklistValue(kind: BlacklistKind, value: string): string {
  if (kind === BlacklistKind.Phone) return value.replace(/\D/g, '').slice(-10);
  if (kind === BlacklistKind.EmailDomain) return value.trim().toLowerCase().replace(/^@/, '');
  return value.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Banned words match whole words, whatever the case and punctuation around them. */
function refuseBannedWords(entries: BlacklistEntry[], field: string, value: string | undefined): void {
  const text = ` ${(value ?? '').toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')} `;
  if (entries.some((e) => e.kind === BlacklistKind.Word && text.includes(` ${e.value} `))) {
    throw new BadRequestException({ detail: blacklistRefusal('bannedWords', { field: fieldName(field) }), errors: { [field]: blacklistRefusal('wordsNotAllowed') } });
  }
}

/**
 * Words, phone numbers and e-mail domains that admins have banned: ads may not contain them and
 * accounts may not sign up with them. The list is small and read on every post: cached, and dropped on
 * every instance when an admin changes it (CatalogueChanges), so a new ban holds everywhere at once.
 */
@Injectable()
export class BlacklistService {
  private readonly cache: TtlCache<BlacklistEntry[]>;

  constructor(
    @InjectRepository(BlacklistEntry) private readonly entries: Repository<BlacklistEntry>,
    changes: CatalogueChanges,
  ) {
    this.cache = changes.cache(60_000, 1, ['blacklist_entries']);
  }

  async all(): Promise<BlacklistEntryDto[]> {
    return (await this.load()).map(toDto);
  }

  async add(input: CreateBlacklistEntryDto): Promise<BlacklistEntryDto> {
    const value = normaliseBlacklistValue(input.kind, input.value);
    if (input.kind === BlacklistKind.Phone && !/^[6-9]\d{9}$/.test(value)) {
      throw new BadRequestException({ detail: blacklistRefusal('notMobile'), errors: { value: blacklistRefusal('mustBeMobile') } });
    }
    try {
      const saved = await this.entries.save(this.entries.create({ kind: input.kind, value }));
      return toDto(saved);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException({ detail: blacklistRefusal('alreadyListed', { value }) });
      throw error;
    } finally {
      this.cache.clear();
    }
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.entries.delete({ id });
    this.cache.clear();
    if (!affected) throw new NotFoundException({ detail: blacklistRefusal('entryNotFound', { id: String(id) }) });
  }

  /** Refuses an ad (400, naming the field) that contains a banned word or phone number. */
  async checkAd(ad: { title?: string; description?: string; phone?: string }): Promise<void> {
    const entries = await this.load();
    for (const field of ['title', 'description'] as const) refuseBannedWords(entries, field, ad[field]);
    if (ad.phone && entries.some((e) => e.kind === BlacklistKind.Phone && e.value === normaliseBlacklistValue(BlacklistKind.Phone, ad.phone!))) {
      throw new BadRequestException({ detail: blacklistRefusal('bannedPhone'), errors: { phone: blacklistRefusal('phoneNotAllowed') } });
    }
  }

  /** Refuses other text people write to each other (a message) with a banned word, 400 naming the field. */
  async checkText(field: string, text: string): Promise<void> {
    refuseBannedWords(await this.load(), field, text);
  }

  /** Refuses a sign-up from a banned e-mail domain (or any subdomain of it). */
  async checkEmail(email: string): Promise<void> {
    const domain = email.split('@')[1]?.toLowerCase() ?? '';
    const banned = (await this.load()).some((e) => e.kind === BlacklistKind.EmailDomain && (domain === e.value || domain.endsWith(`.${e.value}`)));
    if (banned) throw new BadRequestException({ detail: blacklistRefusal('bannedEmailDomain'), errors: { email: blacklistRefusal('emailDomainNotAllowed') } });
  }

  private load(): Promise<BlacklistEntry[]> {
    return this.cache.get('all', () => this.entries.find({ order: { kind: 'ASC', value: 'ASC' }, take: 10_000 }));
  }
}
