import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/auth.decorators';
import { CategoriesService } from './categories.service';
import { CategoryDto } from './dto/category.dto';
import { CacheFor } from '../common/cache-control';

@ApiTags('public: catalogue')
@Public()
@Controller('dashboard')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  /** Every category, in the order they were created (the first is the search form's default). */
  @CacheFor(300)
  @Get('get-all-categories')
  list(): Promise<CategoryDto[]> {
    return this.categories.all();
  }
}
