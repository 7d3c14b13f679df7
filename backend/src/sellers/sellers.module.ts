import { Module } from '@nestjs/common';
import { SearchModule } from '../search/search.module';
import { PublicSellersController } from './public-sellers.controller';
import { SellerPages } from './seller-pages.service';

/** Sellers as the public sees them: their pages by display name (issue 42). */
@Module({
  imports: [SearchModule],
  controllers: [PublicSellersController],
  providers: [SellerPages],
  exports: [SellerPages],
})
export class SellersModule {}
