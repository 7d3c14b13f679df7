import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { CreateSavedSearchDto, SavedSearchDto, SavedSearchListDto, UpdateSavedSearchDto } from './dto/saved-search.dto';
import { SavedSearchesService } from './saved-searches.service';

/** The signed-in user's saved searches and their alerts (any account: buyers and sellers alike). */
@ApiTags('saved searches')
@Auth()
@Controller('saved-searches')
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  /** The caller's saved searches, newest first, with their criteria in words and the page that runs each. */
  @Get()
  list(@CurrentUser() user: AuthUser): Promise<SavedSearchListDto> {
    return this.searches.list(user.id);
  }

  /** Saves a results page's search (category, district, keyword, filters) with instant or daily alerts. 409 at 50 searches or for one already saved. */
  @Post()
  create(@CurrentUser() user: AuthUser, @Body() body: CreateSavedSearchDto): Promise<SavedSearchDto> {
    return this.searches.create(user.id, body);
  }

  /** Switches a saved search's alerts between instant and daily. */
  @Patch(':id')
  update(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() body: UpdateSavedSearchDto): Promise<SavedSearchDto> {
    return this.searches.setFrequency(user.id, id, body.frequency);
  }

  /** Deletes a saved search; its alerts stop. */
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<void> {
    await this.searches.remove(user.id, id);
  }
}
