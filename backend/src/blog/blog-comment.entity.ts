import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import type { BlogPost } from './blog-post.entity';

@Entity('blog_comments')
@Index('IDX_blog_comments_post', ['post', 'id'])
export class BlogComment {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne('BlogPost', 'comments', { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'postId', foreignKeyConstraintName: 'FK_blog_comments_post' })
  post: BlogPost;

  @RelationId((comment: BlogComment) => comment.post)
  postId: number;

  @Column({ length: 1000 })
  text: string;

  @CreatedAtColumn()
  createdAt: Date;
}
