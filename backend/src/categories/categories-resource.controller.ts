import { Body, Controller, Delete, Get, Post, Put, Query, Res, UploadedFiles } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth } from '../common/auth/auth.decorators';
import { MultipartForm, type UploadedFilesMap } from '../media/multipart';
import { IdParam } from '../common/parse-id.pipe';
import { filterText, parseRaList, RaListQueryDto, raSlice } from '../common/ra/ra-list';
import { Role } from '../common/auth/role';
import { CategoriesService } from './categories.service';
import { CategoryDto, CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto';
import { Audited } from '../common/audited';
import { Category } from './category.entity';

/** react-admin resource over the same service as the seed's admin/categories endpoints. */
@ApiTags('admin console resources')
@Auth(Role.Admin)
@Audited('category', Category)
@Controller('admin/ra/categories')
export class CategoriesResourceController {
  constructor(private readonly categories: CategoriesService) {}

  /** filter: q (title), id[] */
  @Get()
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<CategoryDto[]> {
    const list = parseRaList(query, ['id', 'title', 'slug'] as const, 'id');
    const q = filterText(list.filter)?.toLowerCase();
    return raSlice(res, 'categories', list, await this.categories.all(), (c) => !q || c.title.toLowerCase().includes(q));
  }

  /** One category, for the admin console. */
  @Get(':id')
  get(@IdParam() id: number): Promise<CategoryDto> {
    return this.categories.get(id);
  }

  /** Creates a category; the title is unique (409) and gives the URL slug. */
  @Post()
  @MultipartForm(CreateCategoryDto, { image: 1 })
  create(@Body() body: CreateCategoryDto, @UploadedFiles() files: UploadedFilesMap = {}): Promise<CategoryDto> {
    return this.categories.create(body, files.image?.[0]);
  }

  /** Updates a category; a new title must stay unique (409), a new image replaces the old one. */
  @Put(':id')
  @MultipartForm(UpdateCategoryDto, { image: 1 })
  update(@IdParam() id: number, @Body() body: UpdateCategoryDto, @UploadedFiles() files: UploadedFilesMap = {}): Promise<CategoryDto> {
    return this.categories.update(id, body, files.image?.[0]);
  }

  /** Deletes a category; 409 while ads still use it. */
  @Delete(':id')
  async remove(@IdParam() id: number): Promise<{ id: number }> {
    await this.categories.remove(id);
    return { id };
  }
}
