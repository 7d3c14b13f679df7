import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { BlogAdminController } from './blog-admin.controller';
import { BlogController } from './blog.controller';
import { BlogComment } from './blog-comment.entity';
import { BlogPost } from './blog-post.entity';
import { BlogService } from './blog.service';

@Module({
  imports: [TypeOrmModule.forFeature([BlogPost, BlogComment]), MediaModule],
  controllers: [BlogController, BlogAdminController],
  providers: [BlogService],
  exports: [BlogService],
})
export class BlogModule {}
