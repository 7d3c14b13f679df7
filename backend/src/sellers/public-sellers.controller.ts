import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/auth.decorators';
import { PageQueryDto } from '../common/page.dto';
import { SellerPageDto } from './dto/seller-page.dto';
import { SellerPages } from './seller-pages.service';

@ApiTags('public: sellers')
@Public()
@Controller('sellers')
export class PublicSellersController {
  constructor(private readonly pages: SellerPages) {}

  /**
   * A seller's public page: display name, member since, badges and their live ads, newest first. Never their full name,
   * e-mail or phone. 404 when no seller by this name has a page (they may have chosen none).
   */
  @Get(':displayName')
  page(@Param('displayName') displayName: string, @Query() query: PageQueryDto): Promise<SellerPageDto> {
    return this.pages.page(displayName.slice(0, 100), query);
  }
}
