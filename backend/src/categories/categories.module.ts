import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { MediaModule } from '../media/media.module';
import { CategoriesAdminController } from './categories-admin.controller';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { Category } from './category.entity';

import { CategoriesResourceController } from './categories-resource.controller';

@Module({
  imports: [CatalogueCacheModule, TypeOrmModule.forFeature([Category]), MediaModule],
  controllers: [CategoriesController, CategoriesAdminController, CategoriesResourceController],
  providers: [CategoriesService],
  exports: [CategoriesService],
})
export class CategoriesModule {}
