import { Link, useLocation } from 'react-router-dom';
import { BlogSidebar } from '../components/sections/BlogSidebar';
import { CheckList } from '../components/primitives/CheckList';
import { Img } from '../components/primitives/Img';
import { PageBanner } from '../components/sections/PageBanner';
import { PlaceholderLinks } from '../components/primitives/PlaceholderLinks';
import { TemplateSection } from '../components/sections/TemplateSection';
import { readTitleState } from '../components/forms/routerState';
import { BLOG_TAGS, COMMENTS, DEFAULT_POST_TITLE, POSTS } from '../data/posts';
import { useVariantPath } from '../hooks/useTemplateRoute';

const SHARE = ['Facebook', 'X', 'LinkedIn', 'Pinterest'];
const CALM_ROOM_RULES = [
  'Daylight first: nothing tall in front of a window.',
  'One comfortable chair that is not the bed.',
  'Lamps you can reach from the pillow.',
  'Natural materials that age well: linen, oak, wool.',
];

/** docs/product.md#template-forms gives this form no validation: the email and url types stay for the mobile keyboard only. */
function CommentForm() {
  return (
    <form
      className="tpl-form"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      aria-labelledby="tpl-comment-title"
    >
      <h2 id="tpl-comment-title">Leave A Comments</h2>
      <div className="tpl-form__row">
        <label className="tpl-field">
          <span className="tpl-field__label">Name</span>
          <input className="tpl-input" name="name" autoComplete="name" />
        </label>
        <label className="tpl-field">
          <span className="tpl-field__label">Email</span>
          <input className="tpl-input" name="email" type="email" autoComplete="email" />
        </label>
      </div>
      <label className="tpl-field">
        <span className="tpl-field__label">Website</span>
        <input className="tpl-input" name="website" type="url" autoComplete="url" />
      </label>
      <label className="tpl-field">
        <span className="tpl-field__label">Comment</span>
        <textarea className="tpl-input" name="comment" rows={5} />
      </label>
      <label className="tpl-check">
        <input type="checkbox" name="remember" /> Save my name, email, and website in this browser for the next time I
        comment.
      </label>
      <button type="submit" className="tpl-button">
        Submit Now
      </button>
    </form>
  );
}

export function BlogDetailsPage() {
  const location = useLocation();
  const pathFor = useVariantPath();
  const title = readTitleState(location.state) ?? DEFAULT_POST_TITLE;
  const post = POSTS.find((entry) => entry.title === title) ?? POSTS[0];
  const index = post ? POSTS.indexOf(post) : 0;
  const previous = POSTS[(index - 1 + POSTS.length) % POSTS.length];
  const next = POSTS[(index + 1) % POSTS.length];

  return (
    <>
      <PageBanner title={title} />
      <TemplateSection className="tpl-with-sidebar">
        <article className="tpl-article">
          {post && <Img image={post.image} eager />}
          {post && (
            <p className="tpl-meta">
              <time>{post.date}</time> · {post.category} · By {post.author}
            </p>
          )}
          <p>
            A good hotel room is not decided by its size or its view alone. It is decided in the first ten minutes:
            where you drop your bag, where the light falls, whether there is a place to sit that is not the bed. We
            spent a winter rearranging ours around those minutes.
          </p>
          <blockquote className="tpl-quote">
            “Guests do not remember the wallpaper. They remember where they drank their first coffee.”
          </blockquote>
          <p>
            The result is simple: the armchair moved to the window, the desk turned to face the room, and the luggage
            rack found a corner of its own. Here is what we kept to along the way.
          </p>
          <h2>Our rules for a calm room</h2>
          <CheckList items={CALM_ROOM_RULES} />
          <div className="tpl-article__footer">
            <PlaceholderLinks className="tpl-tags" label="Tags" items={BLOG_TAGS.slice(0, 3)} />
            <PlaceholderLinks className="tpl-share" label="Share" items={SHARE} />
          </div>
          <nav className="tpl-prev-next" aria-label="More articles">
            {previous && (
              <Link to={pathFor('blog_details')} state={{ title: previous.title }}>
                <span className="tpl-meta">Previous</span> {previous.title}
              </Link>
            )}
            {next && (
              <Link to={pathFor('blog_details')} state={{ title: next.title }}>
                <span className="tpl-meta">Next</span> {next.title}
              </Link>
            )}
          </nav>
          <section aria-labelledby="tpl-comments-title">
            <h2 id="tpl-comments-title">{COMMENTS.length} Comments</h2>
            <ul className="tpl-comments">
              {COMMENTS.map((comment) => (
                <li key={comment.name} className="tpl-comment">
                  <Img image={comment.avatar} className="tpl-avatar" />
                  <div>
                    <p>
                      <strong>{comment.name}</strong> <time className="tpl-meta">{comment.date}</time>
                    </p>
                    <p>{comment.text}</p>
                    <a className="tpl-text-link" href="#">
                      Reply<span className="tpl-visually-hidden"> to {comment.name}</span>
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <CommentForm />
        </article>
        <BlogSidebar />
      </TemplateSection>
    </>
  );
}
