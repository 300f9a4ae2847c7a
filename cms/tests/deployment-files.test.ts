import fs from 'fs';
import path from 'path';
import ignore from '@balena/dockerignore';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..');

/** What `docker build .` leaves out of the image's build context, by Docker's own matching rules. */
const dockerContext = ignore().add(fs.readFileSync(path.join(ROOT, '.dockerignore'), 'utf8'));

describe('the Docker image', () => {
  it.each(['.env', 'cms/.env', '.env.production', 'cms/.env.local', 'frontend/.env', 'backups/ticino-backup.tar.gz'])(
    'is built without %s, which holds secrets or guests’ data',
    (file) => {
      expect(dockerContext.ignores(file)).toBe(true);
    },
  );

  it.each(['.env.example', 'cms/src/index.ts', 'package-lock.json', 'cms/data/seed/menu-items.json'])(
    'still gets %s',
    (file) => {
      expect(dockerContext.ignores(file)).toBe(false);
    },
  );
});

describe('docker-compose.yml', () => {
  const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
  /** The entries of every `ports:` list: what the host publishes. */
  const lines = compose.split('\n');
  const published = lines.flatMap((line, index) => {
    if (line.trim() !== 'ports:') return [];
    const entries: string[] = [];
    for (const entry of lines.slice(index + 1)) {
      if (!entry.trim().startsWith('- ')) break;
      entries.push(
        entry
          .trim()
          .slice(2)
          .replace(/^['"]|['"]$/g, ''),
      );
    }
    return entries;
  });

  it('publishes the site on this machine only, for a reverse proxy to reach', () => {
    expect(published).toEqual(['127.0.0.1:${PORT:-1337}:1337']);
  });

  it('passes TRUSTED_PROXIES on, so that forwarded headers count only from the proxy', () => {
    expect(compose).toMatch(/^ {6}TRUSTED_PROXIES: \$\{TRUSTED_PROXIES:-\}$/m);
  });

  it("refuses to start the app without PUBLIC_URL, the site's public address", () => {
    // `${NAME:?message}`: compose stops with the message when NAME is unset or empty.
    expect(compose).toMatch(/^ {6}PUBLIC_URL: \$\{PUBLIC_URL:\?[^}]+\}$/m);
  });
});
