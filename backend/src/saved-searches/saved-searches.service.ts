import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CategoriesService } from '../categories/categories.service';
import { TransactionRunner } from '../database/transaction-runner';
import { LocationsService } from '../locations/locations.service';
import { topicOf, type UnsubscribeTopic } from '../mail/unsubscribe-links';
import { UnsubscribeTopics } from '../mail/unsubscribe-topics';
import { Outbox } from '../mail/outbox';
import { assertAgeRange } from '../search/search-filters';
import { detailFiltersText, parseDetailFilters } from '../search/detail-filters';
import { CategoryFieldsService } from '../categories/category-fields.service';
import { User } from '../users/user.entity';
import { ConsentPurpose, ConsentSource } from '../users/consent-purpose';
import { Consents } from '../users/consents';
import { alertWord } from '../common/alert-words';
import { CreateSavedSearchDto, SavedSearchDto, SavedSearchListDto } from './dto/saved-search.dto';
import { SavedSearch } from './saved-search.entity';
import { AlertFrequency } from './alert-frequency';
import { savedSearchRefusal } from './saved-search-refusals';
import { detailsInWords, searchSummary } from './search-summary';
import type { Language } from '../common/language';
import { requestLanguage } from '../common/texts';

/** What a saved search looks for. */
export type Criteria = Pick<SavedSearch, 'categoryId' | 'locationId' | 'keyword' | 'minAge' | 'maxAge' | 'withPhotos' | 'phoneVerified' | 'photosVerified' | 'details'>;

/** The longest details filter a saved search keeps (its column). */
const SAVED_DETAILS_LENGTH = 500;

/** How many saved searches one user may keep. */
export const SAVED_SEARCH_LIMIT = 50;

/** The unsubscribe kind of alert mails: the link in `search-<id>`'s alerts deletes that saved search. */
const ALERTS = 'search';
export const alertsTopic = (savedSearchId: number): UnsubscribeTopic => topicOf(ALERTS, savedSearchId);

/** A user's saved searches: kept, listed, changed and deleted by their owner only (another user's id is a 404). */
@Injectable()
export class SavedSearchesService {
  constructor(
    @InjectRepository(SavedSearch) private readonly searches: Repository<SavedSearch>,
    private readonly categories: CategoriesService,
    private readonly fields: CategoryFieldsService,
    private readonly locations: LocationsService,
    private readonly transactions: TransactionRunner,
    private readonly consents: Consents,
    private readonly outbox: Outbox,
    topics: UnsubscribeTopics,
  ) {
    topics.register(ALERTS, { withId: true, stop: (userId, id) => this.unsubscribe(userId, id), done: 'Your saved search is deleted: you will get no more mails for it.' });
  }

  async list(userId: number): Promise<SavedSearchListDto> {
    const rows = await this.searches.find({ where: { user: { id: userId } }, order: { createdAt: 'DESC', id: 'DESC' } });
    return { items: await Promise.all(rows.map((row) => this.describe(row))), limit: SAVED_SEARCH_LIMIT };
  }

  /** 409 beyond SAVED_SEARCH_LIMIT or for a search already saved; the user's row is locked so two saves at once count right. */
  async create(userId: number, input: CreateSavedSearchDto): Promise<SavedSearchDto> {
    assertAgeRange(input);
    const [category, location] = await Promise.all([
      this.place(() => this.categories.bySlug(input.category), 'category'),
      input.location ? this.place(() => this.locations.bySlug(input.location!), 'location') : null,
    ]);
    const keyword = input.keyword?.trim() || null;
    const details = detailFiltersText(parseDetailFilters(input.details, await this.fields.live(category.id))) || null;
    if (details && details.length > SAVED_DETAILS_LENGTH) throw new BadRequestException({ detail: savedSearchRefusal('detailsTooLong'), errors: { details: savedSearchRefusal('detailsTooLong') } });
    const criteria = {
      category: { id: category.id },
      location: location ? { id: location.id } : null,
      keyword,
      minAge: input.minAge ?? null,
      maxAge: input.maxAge ?? null,
      withPhotos: input.withPhotos ?? false,
      phoneVerified: input.phoneVerified ?? false,
      photosVerified: input.photosVerified ?? false,
      details,
    };
    const id = await this.transactions.run(async (manager) => {
      await this.transactions.lockForUpdate(manager.createQueryBuilder(User, 'u').select('u.id').where('u.id = :userId', { userId })).getOne();
      const mine = await manager.find(SavedSearch, { where: { user: { id: userId } } });
      if (mine.length >= SAVED_SEARCH_LIMIT) throw new ConflictException({ detail: savedSearchRefusal('tooMany', { max: String(SAVED_SEARCH_LIMIT) }) });
      const same = mine.find(
        (s) =>
          s.categoryId === category.id &&
          s.locationId === (location?.id ?? null) &&
          (s.keyword ?? '').toLowerCase() === (keyword ?? '').toLowerCase() &&
          s.minAge === criteria.minAge &&
          s.maxAge === criteria.maxAge &&
          s.withPhotos === criteria.withPhotos &&
          s.phoneVerified === criteria.phoneVerified &&
          s.photosVerified === criteria.photosVerified &&
          s.details === details,
      );
      if (same) throw new ConflictException({ detail: savedSearchRefusal('alreadySaved') });
      const saved = await manager.save(manager.create(SavedSearch, { ...criteria, alertWord: alertWord(keyword), user: { id: userId }, frequency: input.frequency }));
      // Saving a search with a mail frequency is asking for its alerts: the consent is that search's (0038-consent.md).
      await this.consents.record(manager, userId, ConsentSource.SavedSearch, [{ purpose: ConsentPurpose.SearchAlerts, scope: alertsTopic(saved.id), granted: true }]);
      return saved.id;
    });
    return this.describe(await this.own(userId, id));
  }

  async setFrequency(userId: number, id: number, frequency: AlertFrequency): Promise<SavedSearchDto> {
    const search = await this.own(userId, id);
    await this.searches.update({ id }, { frequency });
    return this.describe({ ...search, frequency });
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.own(userId, id);
    await this.delete(userId, id, ConsentSource.SavedSearch);
  }

  /** The one-click link of an alert mail: deletes that search; a search already gone is fine. */
  async unsubscribe(userId: number, id: number): Promise<void> {
    await this.delete(userId, id, ConsentSource.MailLink);
  }

  /** Deleting a search withdraws the consent to its alerts, recorded once (a second delete finds nothing). */
  private async delete(userId: number, id: number, source: ConsentSource): Promise<void> {
    await this.transactions.run(async (manager) => {
      const { affected } = await manager.delete(SavedSearch, { id, user: { id: userId } });
      if (!affected) return;
      await this.consents.record(manager, userId, source, [{ purpose: ConsentPurpose.SearchAlerts, scope: alertsTopic(id), granted: false }]);
      await this.outbox.dropUnsent(manager, userId, alertsTopic(id));
    });
  }

  /** The search with its criteria in words and the results page that runs them. */
  async describe(search: SavedSearch): Promise<SavedSearchDto> {
    const { category, location, summary, path } = await this.inWords(search);
    return {
      id: search.id,
      category: { id: category.id, name: category.title, slug: category.slug },
      location: location ? { id: location.id, name: location.district, slug: location.slug } : null,
      keyword: search.keyword,
      minAge: search.minAge,
      maxAge: search.maxAge,
      withPhotos: search.withPhotos,
      phoneVerified: search.phoneVerified,
      photosVerified: search.photosVerified,
      details: search.details,
      frequency: search.frequency,
      summary,
      path,
      createdAt: search.createdAt,
    };
  }

  /** Criteria in words ("Spa in Pune · “massage” · age 25–40 · with photos") and the results page that runs them. */
  /** The search's category, district, summary (in `language`: the request's for the API, the owner's for mails) and results path. */
  async inWords(criteria: Criteria, language: Language = requestLanguage()) {
    const [category, location, fields] = await Promise.all([
      this.categories.get(criteria.categoryId!),
      criteria.locationId ? this.locations.get(criteria.locationId) : null,
      this.fields.live(criteria.categoryId!),
    ]);
    const { keyword, minAge, maxAge, withPhotos, phoneVerified, photosVerified } = criteria;
    const details = parseDetailFilters(criteria.details, fields, { skipUnknown: true });
    const query = new URLSearchParams();
    if (keyword) query.set('keyword', keyword);
    if (minAge !== null) query.set('minAge', String(minAge));
    if (maxAge !== null) query.set('maxAge', String(maxAge));
    if (withPhotos) query.set('withPhotos', 'true');
    if (phoneVerified) query.set('phoneVerified', 'true');
    if (photosVerified) query.set('photosVerified', 'true');
    if (details.length) query.set('details', detailFiltersText(details));
    const summary = searchSummary(language, criteria, category, location, detailsInWords(language, details, fields));
    return { category, location, summary, path: `/${category.slug}${location ? `/${location.slug}` : ''}${query.size ? `?${query}` : ''}` };
  }

  private async own(userId: number, id: number): Promise<SavedSearch> {
    const search = await this.searches.findOne({ where: { id, user: { id: userId } } });
    if (!search) throw new NotFoundException({ detail: savedSearchRefusal('notFound') });
    return search;
  }

  /** A slug of the body that names nothing is the body's mistake: 400 naming the field. */
  private async place<T>(find: () => Promise<T>, field: 'category' | 'location'): Promise<T> {
    try {
      return await find();
    } catch (error) {
      if (error instanceof NotFoundException)
        throw new BadRequestException({ detail: savedSearchRefusal(field === 'category' ? 'unknownCategory' : 'unknownLocation'), errors: { [field]: savedSearchRefusal('unknown') } });
      throw error;
    }
  }
}
