import { useState } from 'react';
import { POSTS } from '../data/posts';
import { BlogCard } from './BlogCard';

const COLLAPSED_COUNT = 3;

/** Blog cards; with `toggle` it switches between 3 and 6 cards (All Blogs / Close All). */
export function BlogGrid({ toggle = false, count = POSTS.length }: { toggle?: boolean; count?: number }) {
  const [expanded, setExpanded] = useState(false);
  const posts = POSTS.slice(0, toggle && !expanded ? COLLAPSED_COUNT : count);
  return (
    <>
      <div className="tpl-grid tpl-grid--3" id="tpl-blog-grid">
        {posts.map((post) => (
          <BlogCard key={post.id} post={post} />
        ))}
      </div>
      {toggle && (
        <p className="tpl-center">
          <button
            type="button"
            className="tpl-button"
            aria-expanded={expanded}
            aria-controls="tpl-blog-grid"
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Close All' : 'All Blogs'}
          </button>
        </p>
      )}
    </>
  );
}
