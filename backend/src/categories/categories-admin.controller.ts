import { Body, Controller, Delete, Get, HttpCode, Post, Put, UploadedFiles } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/auth/auth.decorators';
import { MultipartForm, type UploadedFilesMap } from '../media/multipart';
import { IdParam } from '../common/parse-id.pipe';
import { Role } from '../common/auth/role';
import { CategoriesService } from './categories.service';
import { CategoryDto, CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto';
import { Audited } from '../common/audited';
import { Category } from './category.entity';

@ApiTags('admin: categories')
@Auth(Role.Admin)
@Audited('category', Category)
@Controller('admin/categories')
export class CategoriesAdminController {
  constructor(private readonly categories: CategoriesService) {}

  /** All categories with their images and SEO fields. */
  @Get('get-all-categories')
  list(): Promise<CategoryDto[]> {
    return this.categories.all();
  }

  /** One category with its image and SEO fields. */
  @Get('get-category/:id')
  get(@IdParam() id: number): Promise<CategoryDto> {
    return this.categories.get(id);
  }

  /** Creates a category; the title is unique (409) and gives the URL slug. */
  @Post('create-category')
  @MultipartForm(CreateCategoryDto, { image: 1 })
  create(@Body() body: CreateCategoryDto, @UploadedFiles() files: UploadedFilesMap = {}): Promise<CategoryDto> {
    return this.categories.create(body, files.image?.[0]);
  }

  /** Updates a category; a new title must stay unique (409) and changes the slug, a new image replaces the old one. */
  @Put('update-category/:id')
  @MultipartForm(UpdateCategoryDto, { image: 1 })
  update(@IdParam() id: number, @Body() body: UpdateCategoryDto, @UploadedFiles() files: UploadedFilesMap = {}): Promise<CategoryDto> {
    return this.categories.update(id, body, files.image?.[0]);
  }

  /** Deletes a category; 409 while ads still use it. */
  @Delete('delete-category/:id')
  @HttpCode(204)
  remove(@IdParam() id: number): Promise<void> {
    return this.categories.remove(id);
  }
}
