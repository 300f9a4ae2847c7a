import fs from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';
import { describe, expect, it } from 'vitest';
import { de, en, fr, it as italian } from '../src/admin/translations';

const STRAPI = path.resolve(__dirname, '..', '..', 'node_modules', '@strapi');
const ADMIN_SRC = path.join(STRAPI, 'admin', 'dist', 'admin', 'admin', 'src');

/**
 * The screens the owner uses in /cms: sign-in, home page and its widgets, every shared component (navigation, banners,
 * error page, the guided tour a development build shows), profile, settings (staff roles, administrators), the content
 * manager and the media library. Their code names each text by a message id, with Strapi's English as `defaultMessage`.
 */
const OWNER_SCREENS = [
  path.join(ADMIN_SRC, 'pages', 'Auth'),
  path.join(ADMIN_SRC, 'pages', 'Home'),
  path.join(ADMIN_SRC, 'pages', 'ProfilePage.mjs'),
  path.join(ADMIN_SRC, 'components'),
  path.join(ADMIN_SRC, 'layouts'),
  path.join(ADMIN_SRC, 'pages', 'Settings'),
  path.join(STRAPI, 'content-manager', 'dist', 'admin'),
  path.join(STRAPI, 'upload', 'dist', 'admin'),
  path.join(STRAPI, 'plugin-users-permissions', 'dist', 'admin'),
];

/** Parts of those plugins that this site does not switch on: content history (paid), preview, AI, the next media library. */
const NOT_SHOWN = /[/\\](?:translations|history|preview|ai|future)[/\\]/;

/** How each plugin turns a short id into its full message id. */
const PLUGIN_PREFIX: Record<string, string> = {
  getTranslation: 'content-manager.',
  getTrad: 'upload.',
  getTranslationKey: 'upload.',
};

/** Users-permissions names its helper `getTrad` too, with its own prefix. */
const USERS_PERMISSIONS = /[/\\]plugin-users-permissions[/\\]/;

const MESSAGE =
  /id:\s*(?:(getTranslation|getTrad|getTranslationKey)\()?(['"`])([^'"`$]+)\2\)?\s*,\s*defaultMessage:\s*(['"`])((?:\\.|(?!\4)[^\\])*)\4/g;

function sourceFiles(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .flatMap((child) =>
      child.isDirectory() || child.name.endsWith('.mjs') ? sourceFiles(path.join(entry, child.name)) : [],
    );
}

/** Every message id with a literal name on the owner's screens, with its English default. */
function messagesOnOwnerScreens(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const file of OWNER_SCREENS.flatMap(sourceFiles)) {
    if (NOT_SHOWN.test(file)) continue;
    for (const [, helper, , id, , english] of fs.readFileSync(file, 'utf8').matchAll(MESSAGE)) {
      const prefix = helper ? (USERS_PERMISSIONS.test(file) ? 'users-permissions.' : PLUGIN_PREFIX[helper]) : '';
      messages.set(`${prefix}${id}`, english);
    }
  }
  return messages;
}

async function strapiFrench(): Promise<Record<string, string>> {
  const files: [string, string][] = [
    ['', path.join(ADMIN_SRC, 'translations', 'fr.json.mjs')],
    ['content-manager.', path.join(STRAPI, 'content-manager', 'dist', 'admin', 'translations', 'fr.json.mjs')],
    ['upload.', path.join(STRAPI, 'upload', 'dist', 'admin', 'translations', 'fr.json.mjs')],
    [
      'users-permissions.',
      path.join(STRAPI, 'plugin-users-permissions', 'dist', 'admin', 'translations', 'fr.json.mjs'),
    ],
  ];
  const french: Record<string, string> = {};
  for (const [prefix, file] of files) {
    const { default: messages } = (await import(pathToFileURL(file).href)) as { default: Record<string, string> };
    for (const [id, text] of Object.entries(messages)) french[`${prefix}${id}`] = text;
  }
  return french;
}

/**
 * The names of an ICU message's arguments (`{name}`, `{count, plural, one {…} other {…}}`), the branches of plural
 * and select arguments included; HTML-like tags and quoted text do not matter here.
 */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  let at = 0;
  /** Reads text up to the closing brace of the enclosing branch (or the end), collecting arguments. */
  function text(): void {
    while (at < message.length && message[at] !== '}') {
      if (message[at] === '{') argument();
      else at += 1;
    }
  }
  function argument(): void {
    const header = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?/.exec(message.slice(at));
    if (!header) throw new Error(`Not an ICU argument at ${at}: ${message}`);
    names.add(header[1]);
    at += header[0].length;
    if (header[2] === 'plural' || header[2] === 'select' || header[2] === 'selectordinal') {
      at += 1; // the comma before the branches
      for (
        let branch = /^\s*(=?[\w-]+)\s*\{/.exec(message.slice(at));
        branch;
        branch = /^\s*(=?[\w-]+)\s*\{/.exec(message.slice(at))
      ) {
        at += branch[0].length;
        text();
        at += 1; // the branch's closing brace
      }
    } else if (header[2]) {
      at = message.indexOf('}', at);
    }
    at = message.indexOf('}', at) + 1;
  }
  text();
  return [...names].sort();
}

describe('the back-office in French', () => {
  it('has a French text for every message of the screens the owner uses', async () => {
    const messages = messagesOnOwnerScreens();
    expect(messages.size).toBeGreaterThan(500);
    const french = { ...(await strapiFrench()), ...fr };
    const untranslated = [...messages.keys()].filter((id) => !french[id]?.trim());
    expect(untranslated).toEqual([]);
  });

  it("keeps the arguments of Strapi's English in each French text it adds", () => {
    const messages = messagesOnOwnerScreens();
    const mismatched = Object.entries(fr).filter(
      ([id, text]) => messages.has(id) && argumentNames(text).join() !== argumentNames(messages.get(id) ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('gives the amount input its message in every language of the back-office', () => {
    for (const messages of [en, fr, de, italian]) expect(messages['ticino.amount.invalid']).toMatch(/24\.50.*24,50/);
  });
});
