import { Module } from '@nestjs/common';
import { CatalogueChanges } from './catalogue-changes';
import { KeptAnswers } from './kept-answers';

/**
 * What is kept of the catalogue between requests and when it is dropped: catalogue change notices
 * (every cache of categories, locations, ads or SEO texts is made by `CatalogueChanges.cache`, so a
 * committed change drops it) and the kept HTTP answers of public searches. A module of its own, so
 * that every domain can subscribe without importing the others (docs/decisions/0003-kept-answers.md).
 */
@Module({
  // KeepAnswerInterceptor is not a provider: @KeepAnswer's @UseInterceptors builds it in the controller's module, from KeptAnswers.
  providers: [CatalogueChanges, KeptAnswers],
  exports: [CatalogueChanges, KeptAnswers],
})
export class CatalogueCacheModule {}
