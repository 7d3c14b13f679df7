import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/auth.decorators';
import { CacheFor } from '../common/cache-control';
import { PageQueryDto } from '../common/page.dto';
import { BlogService } from './blog.service';
import { PublicBlogPostDto, PublicBlogPostPageDto } from './dto/blog.dto';

@ApiTags('public: blog')
@Public()
@Controller('blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  /** The admins' blog posts, newest first, each with a plain-text excerpt. */
  @CacheFor(60)
  @Get()
  list(@Query() query: PageQueryDto): Promise<PublicBlogPostPageDto> {
    return this.blog.publicPage(query);
  }

  /** One blog post by its slug ("title-words-12"; only the id at its end counts), with its sanitised HTML. */
  @CacheFor(60)
  @Get(':slug')
  get(@Param('slug') slug: string): Promise<PublicBlogPostDto> {
    return this.blog.publicPost(slug);
  }
}
