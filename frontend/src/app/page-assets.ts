import {
  eveningAddressOf,
  groupProposalLinkParts,
  pageAndLocaleOf,
  reservationManageParts,
  type PageKey,
} from '@ticino/shared';
import { HERO_IMAGES } from '../features/home/images';
import { srcSet } from '../features/home/ResponsiveImage';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), as far as the server's render reads it. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The source of each restaurant page that routes.tsx loads lazily. The server links its stylesheets in the page's head,
 * so the page is styled on first paint. Its scripts are not preloaded: main.tsx asks for the app's code after the
 * first paint, so that on a slow link it does not share the bandwidth with the fonts and the first image.
 */
const LAZY_PAGE_SOURCES: Readonly<Record<PageKey, string>> = {
  home: 'src/app/pages/HomePage.tsx',
  menu: 'src/app/pages/MenuRoute.tsx',
  gallery: 'src/features/gallery/GalleryPage.tsx',
  contact: 'src/app/pages/ContactPage.tsx',
  booking: 'src/app/pages/ReservationPage.tsx',
};

/** The source of a guest's manage page, whose address holds their booking's reference and token. */
const MANAGE_PAGE_SOURCE = 'src/app/pages/ManageReservationPage.tsx';

/** The source of a group's proposal page, whose address holds the request's id and the proposal's token. */
const PROPOSAL_PAGE_SOURCE = 'src/app/pages/GroupProposalPage.tsx';

/** The source of an evening's page (docs/product.md#evenings), whose address holds its slug. */
const EVENING_PAGE_SOURCE = 'src/app/pages/EveningRoute.tsx';

/**
 * The fonts every restaurant page's first screen paints with, Latin subset: body text (Inter 400), headings and the
 * brand (Cormorant Garamond 700), eyebrows, links and buttons (Inter 600). Asked for with the page, they arrive before
 * the first paint instead of swapping in after it and moving the text (with two only, Inter 600 swapped in after the
 * first paint and moved /la-carte's text on a large screen).
 */
const FIRST_FONTS = [
  /\/inter-latin-400-normal-[\w-]+\.woff2$/,
  /\/cormorant-garamond-latin-700-normal-[\w-]+\.woff2$/,
  /\/inter-latin-600-normal-[\w-]+\.woff2$/,
];

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every chunk `key` needs, itself first, each once. */
function chunksOf(manifest: BuildManifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen))];
}

/**
 * The links a server-rendered page adds to its head (docs/architecture.md#server-rendered-pages): the first screen's
 * three fonts and, on the home page, the first hero image, preloaded; on a lazily loaded page, its stylesheets. Throws when the manifest lacks the page's source, so a renamed page fails the build's checks, not visitors.
 */
export function pageHeadLinks(path: string, manifest: BuildManifest): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entryKey === undefined) throw new Error('The build manifest has no entry chunk');
  const entryChunks = new Set(chunksOf(manifest, entryKey));
  const links: string[] = [];

  const entryAssets = [...entryChunks].flatMap((chunk) => chunk.assets ?? []);
  for (const font of FIRST_FONTS) {
    const file = entryAssets.find((asset) => font.test(`/${asset}`));
    if (file) links.push(`<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`);
  }

  const page = pageAndLocaleOf(path)?.page;
  if (page === 'home') {
    const [hero] = HERO_IMAGES;
    links.push(
      `<link rel="preload" as="image" imagesrcset="${escapeAttribute(srcSet(hero, 'webp'))}" imagesizes="100vw" fetchpriority="high">`,
    );
  }

  // A guest's manage link is rendered on the server too, with their booking (cms/src/site/forms/manage-form.ts), and so
  // are a group's proposal link, with the proposal (proposal-form.ts), and an evening's page, with the evenings.
  let source = page ? LAZY_PAGE_SOURCES[page] : undefined;
  if (reservationManageParts(path)) source = MANAGE_PAGE_SOURCE;
  else if (groupProposalLinkParts(path)) source = PROPOSAL_PAGE_SOURCE;
  else if (eveningAddressOf(path)) source = EVENING_PAGE_SOURCE;
  if (source !== undefined) {
    if (!manifest[source]) throw new Error(`The build manifest has no chunk for ${source}`);
    const pageChunks = chunksOf(manifest, source).filter((chunk) => !entryChunks.has(chunk));
    for (const css of new Set(pageChunks.flatMap((chunk) => chunk.css ?? []))) {
      links.push(`<link rel="stylesheet" href="/${css}">`);
    }
  }
  return links.join('\n    ');
}
