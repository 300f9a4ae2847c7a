import { Link } from 'react-router-dom';
import type { Post } from '../../data/posts';
import { useVariantPath } from '../../hooks/useTemplateRoute';
import { Img } from '../primitives/Img';

/** Blog card; the title travels to /blog_details in router state. */
export function BlogCard({ post, readMoreLabel = 'Read More' }: { post: Post; readMoreLabel?: string }) {
  const pathFor = useVariantPath();
  const to = pathFor('blog_details');
  const state = { title: post.title };
  return (
    <article className="tpl-card tpl-blog-card">
      <div className="tpl-card__media">
        <Img image={post.image} />
      </div>
      <div className="tpl-card__body">
        <p className="tpl-meta">
          <time>{post.date}</time> · <span>{post.category}</span> · <span>By {post.author}</span>
        </p>
        <h3>
          <Link to={to} state={state}>
            {post.title}
          </Link>
        </h3>
        <p className="tpl-muted">{post.excerpt}</p>
        <Link className="tpl-text-link" to={to} state={state} aria-label={`${readMoreLabel}: ${post.title}`}>
          {readMoreLabel}
        </Link>
      </div>
    </article>
  );
}
