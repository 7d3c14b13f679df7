import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { MediaModule } from '../media/media.module';
import { CategoriesAdminController } from './categories-admin.controller';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { Category } from './category.entity';
import { CategoryField } from './category-field.entity';
import { CategoryFieldsService } from './category-fields.service';
import { CategoryFieldsResourceController } from './category-fields-resource.controller';

import { CategoriesResourceController } from './categories-resource.controller';

@Module({
  imports: [CatalogueCacheModule, TypeOrmModule.forFeature([Category, CategoryField]), MediaModule],
  controllers: [CategoriesController, CategoriesAdminController, CategoriesResourceController, CategoryFieldsResourceController],
  providers: [CategoriesService, CategoryFieldsService],
  exports: [CategoriesService, CategoryFieldsService],
})
export class CategoriesModule {}
