import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BLOG_CATEGORIES, BLOG_TAGS, POSTS } from '../../data/posts';
import { useVariantPath } from '../../hooks/useTemplateRoute';
import { Img } from '../primitives/Img';
import { PlaceholderLinks } from '../primitives/PlaceholderLinks';

const POPULAR_COUNT = 3;

function SidebarBox({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="tpl-sidebar__box" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Blog sidebar; the search box is decorative like the rest of the template (docs/product.md#template-forms). */
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
      <SidebarBox id="tpl-popular" title="Popular Post">
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
      </SidebarBox>
      <SidebarBox id="tpl-categories" title="Categories">
        <PlaceholderLinks className="tpl-category-list" items={BLOG_CATEGORIES} />
      </SidebarBox>
      <SidebarBox id="tpl-tags" title="Tag">
        <PlaceholderLinks className="tpl-tags" items={BLOG_TAGS} />
      </SidebarBox>
    </aside>
  );
}
