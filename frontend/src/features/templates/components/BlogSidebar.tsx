import { Link } from 'react-router-dom';
import { BLOG_CATEGORIES, BLOG_TAGS, POSTS } from '../data/posts';
import { useVariantPath } from '../hooks/useTemplateRoute';
import { Img } from './Img';

const POPULAR_COUNT = 3;

/** Blog sidebar; the search box is decorative like the rest of the template (SPEC §7). */
export function BlogSidebar() {
  const pathFor = useVariantPath();
  return (
    <aside className="tpl-sidebar" aria-label="Blog sidebar">
      <form className="tpl-sidebar__box" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="tpl-field">
          <span className="tpl-field__label">Search</span>
          <input className="tpl-input" type="search" placeholder="Search articles" />
        </label>
      </form>
      <section className="tpl-sidebar__box" aria-labelledby="tpl-popular">
        <h2 id="tpl-popular">Popular Post</h2>
        <ul className="tpl-popular">
          {POSTS.slice(0, POPULAR_COUNT).map((post) => (
            <li key={post.id}>
              <Img image={post.image} />
              <span>
                <Link to={pathFor('blog_details')} state={{ title: post.title }}>
                  {post.title}
                </Link>
                <time className="tpl-meta">{post.date}</time>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="tpl-sidebar__box" aria-labelledby="tpl-categories">
        <h2 id="tpl-categories">Categories</h2>
        <ul className="tpl-category-list">
          {BLOG_CATEGORIES.map((category) => (
            <li key={category}>
              <a href="#">{category}</a>
            </li>
          ))}
        </ul>
      </section>
      <section className="tpl-sidebar__box" aria-labelledby="tpl-tags">
        <h2 id="tpl-tags">Tag</h2>
        <ul className="tpl-tags">
          {BLOG_TAGS.map((tag) => (
            <li key={tag}>
              <a href="#">{tag}</a>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
