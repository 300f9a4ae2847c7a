import { POSTS } from '../../data/posts';
import { BlogCard } from './BlogCard';
import { ExpandableGrid } from './ExpandableGrid';

/** Blog cards; with `toggle` it switches between 3 and 6 cards (All Blogs / Close All). */
export function BlogGrid({ toggle = false, count = POSTS.length }: { toggle?: boolean; count?: number }) {
  return (
    <ExpandableGrid
      items={POSTS.slice(0, count)}
      renderItem={(post) => <BlogCard key={post.id} post={post} />}
      toggle={toggle ? { expand: 'All Blogs', collapse: 'Close All' } : undefined}
    />
  );
}
