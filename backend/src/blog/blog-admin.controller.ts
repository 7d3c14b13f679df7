import { Body, Controller, Delete, Get, Post, Put, Query, Res, UploadedFiles } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth } from '../common/auth/auth.decorators';
import { MultipartForm, type UploadedFilesMap } from '../media/multipart';
import { IdParam } from '../common/parse-id.pipe';
import { filterText, parseRaList, raPage, RaListQueryDto } from '../common/ra/ra-list';
import { Role } from '../common/auth/role';
import { BLOG_SORT_FIELDS, BlogService } from './blog.service';
import { BlogPostDto, SaveBlogPostDto, SaveCommentDto, UpdateBlogPostDto } from './dto/blog.dto';
import { Audited } from '../common/audited';
import { BlogComment } from './blog-comment.entity';
import { BlogPost } from './blog-post.entity';
import { BodyLimit } from '../common/request-body';

@ApiTags('admin: blog')
@Auth(Role.Admin)
@Audited('blog', BlogPost)
// A post's 50,000-character rich text, each character a \uXXXX escape at worst.
@BodyLimit(320)
@Controller('admin/blogs')
export class BlogAdminController {
  constructor(private readonly blog: BlogService) {}

  /** Posts with their comments, newest first. A react-admin resource: sort, range, filter {q, id}; Content-Range. */
  @Get()
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<BlogPostDto[]> {
    const list = parseRaList(query, BLOG_SORT_FIELDS, 'createdAt');
    return raPage(res, 'blogs', list, await this.blog.list(list, { q: filterText(list.filter) }));
  }

  /** One blog post with its comments. */
  @Get(':id')
  get(@IdParam() id: number): Promise<BlogPostDto> {
    return this.blog.get(id);
  }

  /** Writes a blog post with an optional photo. */
  @Post()
  @MultipartForm(SaveBlogPostDto, { photo: 1 })
  create(@Body() body: SaveBlogPostDto, @UploadedFiles() files: UploadedFilesMap = {}): Promise<BlogPostDto> {
    return this.blog.create(body, files.photo?.[0]);
  }

  /** Edits a blog post; a new photo replaces the old one. */
  @Put(':id')
  @MultipartForm(UpdateBlogPostDto, { photo: 1 })
  update(@IdParam() id: number, @Body() body: UpdateBlogPostDto, @UploadedFiles() files: UploadedFilesMap = {}): Promise<BlogPostDto> {
    return this.blog.update(id, body, files.photo?.[0]);
  }

  /** Deletes a blog post with its comments. */
  @Delete(':id')
  async remove(@IdParam() id: number): Promise<{ id: number }> {
    await this.blog.remove(id);
    return { id };
  }

  /** Adds a comment to a blog post; answers the post with its comments. */
  @Audited('blog', BlogComment, { idParam: null, createdFrom: 'request' })
  @Post(':id/comments')
  addComment(@IdParam() id: number, @Body() body: SaveCommentDto): Promise<BlogPostDto> {
    return this.blog.addComment(id, body.text);
  }

  /** Edits a comment of a blog post; answers the post with its comments. */
  @Audited('blog', BlogComment, { idParam: 'commentId' })
  @Put(':id/comments/:commentId')
  updateComment(@IdParam() id: number, @IdParam('commentId') commentId: number, @Body() body: SaveCommentDto): Promise<BlogPostDto> {
    return this.blog.updateComment(id, commentId, body.text);
  }

  /** Deletes a comment of a blog post; answers the post with its comments. */
  @Audited('blog', BlogComment, { idParam: 'commentId' })
  @Delete(':id/comments/:commentId')
  removeComment(@IdParam() id: number, @IdParam('commentId') commentId: number): Promise<BlogPostDto> {
    return this.blog.removeComment(id, commentId);
  }
}
