import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Audited } from '../common/audited';
import { Auth } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { IdParam } from '../common/parse-id.pipe';
import { filterInt, filterText, parseRaList, RaListQueryDto, raSlice } from '../common/ra/ra-list';
import { CategoryField } from './category-field.entity';
import { CategoryFieldsService } from './category-fields.service';
import { AdminCategoryFieldDto, CreateCategoryFieldDto, UpdateCategoryFieldDto } from './dto/category-field.dto';

/** react-admin resource: the details of each category's ads (issue 44). */
@ApiTags('admin console resources')
@Auth(Role.Admin)
@Audited('category-field', CategoryField)
@Controller('admin/ra/category-fields')
export class CategoryFieldsResourceController {
  constructor(private readonly fields: CategoryFieldsService) {}

  /** filter: categoryId, q (label or key), id[]; removed fields included, marked */
  @Get()
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminCategoryFieldDto[]> {
    const list = parseRaList(query, ['id', 'position', 'key', 'label'] as const, 'position');
    const categoryId = filterInt(list.filter, 'categoryId');
    const q = filterText(list.filter)?.toLowerCase();
    return raSlice(res, 'category-fields', list, await this.fields.list(categoryId), (f) => !q || f.label.toLowerCase().includes(q) || f.key.includes(q));
  }

  /** One field, removed or not. */
  @Get(':id')
  get(@IdParam() id: number): Promise<AdminCategoryFieldDto> {
    return this.fields.get(id);
  }

  /** Adds a field to a category: its key unique there (409), at most 65 (409), its settings those of its kind (400). */
  @Post()
  create(@Body() body: CreateCategoryFieldDto): Promise<AdminCategoryFieldDto> {
    return this.fields.create(body);
  }

  /** Changes a field's labels and settings; its category, key and kind stay. Stored ads keep their values. */
  @Put(':id')
  update(@IdParam() id: number, @Body() body: UpdateCategoryFieldDto): Promise<AdminCategoryFieldDto> {
    return this.fields.update(id, body);
  }

  /** Removes a field: hidden from forms, pages and filters; the ads that gave it keep their values. */
  @Delete(':id')
  async remove(@IdParam() id: number): Promise<{ id: number }> {
    await this.fields.remove(id);
    return { id };
  }
}
