import { Controller, Get } from '@nestjs/common';
import { IdParam } from '../common/parse-id.pipe';
import { CategoryFieldsService, toFieldDto } from './category-fields.service';
import { CategoryFieldDto } from './dto/category-field.dto';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/auth.decorators';
import { CategoriesService } from './categories.service';
import { CategoryDto } from './dto/category.dto';
import { CacheFor } from '../common/cache-control';

@ApiTags('public: catalogue')
@Public()
@Controller('dashboard')
export class CategoriesController {
  constructor(
    private readonly categories: CategoriesService,
    private readonly categoryFields: CategoryFieldsService,
  ) {}

  /** Every category, in the order they were created (the first is the search form's default). */
  @CacheFor(300)
  @Get('get-all-categories')
  list(): Promise<CategoryDto[]> {
    return this.categories.all();
  }

  /** The details a category's ads carry, in order: the post form asks for them, the results page filters by them (empty: none). */
  @CacheFor(60)
  @Get('categories/:id/fields')
  async fields(@IdParam() id: number): Promise<CategoryFieldDto[]> {
    return (await this.categoryFields.live(id)).map(toFieldDto);
  }
}
