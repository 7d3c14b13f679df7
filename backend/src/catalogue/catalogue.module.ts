import { Module } from '@nestjs/common';
import { CatalogueChanges } from './catalogue-changes';

/**
 * Catalogue change notices, in a module of their own so that categories, locations, posts and web
 * can all subscribe without importing each other (posts already depends on categories and locations).
 */
@Module({
  providers: [CatalogueChanges],
  exports: [CatalogueChanges],
})
export class CatalogueModule {}
