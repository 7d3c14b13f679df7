import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { containsPattern } from '../common/like';
import { type PageQueryDto } from '../common/page.dto';
import { richTextExcerpt } from '../common/rich-text';
import { slugify } from '../common/slug';
import { applyIdsAndOrder, type ListOptions } from '../common/list-options';
import { MediaService } from '../media/media.service';
import { BlogComment } from './blog-comment.entity';
import { BlogPost } from './blog-post.entity';
import { BlogPostDto, PublicBlogPostDto, PublicBlogPostPageDto, PublicBlogPostSummaryDto, SaveBlogPostDto, UpdateBlogPostDto } from './dto/blog.dto';
import { blogRefusal } from './blog-refusals';

export const BLOG_SORT_FIELDS = ['id', 'createdAt', 'title', 'updatedAt'] as const;
export type BlogSortField = (typeof BLOG_SORT_FIELDS)[number];

const toBlogPostDto = (post: BlogPost): BlogPostDto => ({
  id: post.id,
  title: post.title,
  description: post.description,
  photo: post.photo,
  comments: (post.comments ?? []).map(({ id, text, createdAt }) => ({ id, text, createdAt })),
  createdAt: post.createdAt,
  updatedAt: post.updatedAt,
});

/** A post's address segment, /blog/{slug}: its title's slug and its id ("monsoon-safety-tips-12"). */
export const blogPostSlug = (post: { id: number; title: string }): string => `${slugify(post.title) || 'post'}-${post.id}`;

/** The id at the end of a post's slug; any title part is accepted, as the title may have changed since the link was made. */
const idInSlug = (slug: string): number | null => {
  const match = /^(?:.*-)?(\d{1,10})$/.exec(slug);
  return match && Number(match[1]) <= 2_147_483_647 ? Number(match[1]) : null;
};

const EXCERPT_LENGTH = 200;

const toPublicSummary = (post: BlogPost): PublicBlogPostSummaryDto => ({
  id: post.id,
  slug: blogPostSlug(post),
  title: post.title,
  excerpt: richTextExcerpt(post.description, EXCERPT_LENGTH),
  photo: post.photo,
  createdAt: post.createdAt,
  updatedAt: post.updatedAt,
});

/** The admin's blog: posts with a photo and comments, stored on the server (docs/admin-guide.md, "SEO"). */
@Injectable()
export class BlogService {
  constructor(
    @InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>,
    @InjectRepository(BlogComment) private readonly comments: Repository<BlogComment>,
    private readonly media: MediaService,
  ) {}

  async list(options: ListOptions<BlogSortField>, filter: { q?: string } = {}): Promise<{ items: BlogPostDto[]; total: number }> {
    const q = this.posts.createQueryBuilder('post').leftJoinAndSelect('post.comments', 'comment');
    if (filter.q) q.andWhere("LOWER(post.title) LIKE :q ESCAPE '!'", { q: containsPattern(filter.q) });
    const [rows, total] = await applyIdsAndOrder(q, 'post', options, 'createdAt').addOrderBy('comment.id', 'ASC').skip(options.skip).take(options.take).getManyAndCount();
    return { items: rows.map(toBlogPostDto), total };
  }

  /** The public blog, newest first. Every saved post is published: the console has no drafts. */
  async publicPage(query: PageQueryDto): Promise<PublicBlogPostPageDto> {
    const [posts, total] = await this.posts.findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, skip: query.skip, take: query.pageSize });
    return { items: posts.map(toPublicSummary), total, page: query.page, pageSize: query.pageSize };
  }

  /** One public post by its slug (only the id in it counts); 404 when there is none. */
  async publicPost(slug: string): Promise<PublicBlogPostDto> {
    const id = idInSlug(slug);
    const post = id && (await this.posts.findOneBy({ id }));
    if (!post) throw new NotFoundException({ detail: blogRefusal('postGone') });
    return { ...toPublicSummary(post), description: post.description };
  }

  /** The newest posts' slugs, for the sitemap. */
  async latestSlugs(limit: number): Promise<string[]> {
    const posts = await this.posts.find({ select: { id: true, title: true }, order: { id: 'DESC' }, take: limit });
    return posts.map(blogPostSlug);
  }

  async get(id: number): Promise<BlogPostDto> {
    return toBlogPostDto(await this.find(id));
  }

  async create(input: SaveBlogPostDto, photo?: Express.Multer.File): Promise<BlogPostDto> {
    const stored = photo ? await this.media.saveImage(photo, 'blog', 'photo') : null;
    const post = await this.posts.save(this.posts.create({ ...input, photo: stored?.url ?? null }));
    return this.get(post.id);
  }

  async update(id: number, input: UpdateBlogPostDto, photo?: Express.Multer.File): Promise<BlogPostDto> {
    const post = await this.find(id);
    const changes: Partial<BlogPost> = { ...input };
    if (photo) changes.photo = (await this.media.saveImage(photo, 'blog', 'photo')).url;
    if (Object.keys(changes).length) await this.posts.update({ id }, changes);
    if (photo) await this.media.remove(post.photo);
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    const post = await this.find(id);
    await this.posts.delete({ id });
    await this.media.remove(post.photo);
  }

  async addComment(postId: number, text: string): Promise<BlogPostDto> {
    await this.find(postId);
    await this.comments.insert({ post: { id: postId }, text });
    return this.get(postId);
  }

  async updateComment(postId: number, commentId: number, text: string): Promise<BlogPostDto> {
    const { affected } = await this.comments.update({ id: commentId, post: { id: postId } }, { text });
    if (!affected) throw new NotFoundException({ detail: blogRefusal('commentNotFound', { commentId: String(commentId), postId: String(postId) }) });
    return this.get(postId);
  }

  async removeComment(postId: number, commentId: number): Promise<BlogPostDto> {
    const { affected } = await this.comments.delete({ id: commentId, post: { id: postId } });
    if (!affected) throw new NotFoundException({ detail: blogRefusal('commentNotFound', { commentId: String(commentId), postId: String(postId) }) });
    return this.get(postId);
  }

  private async find(id: number): Promise<BlogPost> {
    const post = await this.posts.findOne({ where: { id }, relations: { comments: true }, order: { comments: { id: 'ASC' } } });
    if (!post) throw new NotFoundException({ detail: blogRefusal('postNotFound', { id: String(id) }) });
    return post;
  }
}
