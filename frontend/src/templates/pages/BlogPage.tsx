import { BlogCard } from '../components/cards/BlogCard';
import { BlogSidebar } from '../components/sections/BlogSidebar';
import { Icon } from '../components/primitives/Icon';
import { PageBanner } from '../components/sections/PageBanner';
import { TemplateSection } from '../components/sections/TemplateSection';
import { POSTS } from '../data/posts';

/** Static pagination of the template: page 1 is the only one. */
function Pagination() {
  return (
    <nav className="tpl-pagination" aria-label="Blog pages">
      <a href="#" aria-label="Previous page">
        <Icon name="left" size={16} />
      </a>
      <a href="#" aria-current="page">
        1
      </a>
      <a href="#">2</a>
      <a href="#">3</a>
      <a href="#" aria-label="Next page">
        <Icon name="right" size={16} />
      </a>
    </nav>
  );
}

export function BlogPage() {
  return (
    <>
      <PageBanner title="Blog" />
      <TemplateSection className="tpl-with-sidebar">
        <div>
          <div className="tpl-grid tpl-grid--2">
            {POSTS.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </div>
          <Pagination />
        </div>
        <BlogSidebar />
      </TemplateSection>
    </>
  );
}
