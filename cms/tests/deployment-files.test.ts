import fs from 'fs';
import path from 'path';
import ignore from '@balena/dockerignore';
import { parse } from 'yaml';
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
    expect(published).toEqual(['127.0.0.1:${PORT:-1337}:1337', '127.0.0.1:${CLUSTER_PORT:-8080}:8080']);
  });

  it('passes TRUSTED_PROXIES on, so that forwarded headers count only from the proxy', () => {
    expect(compose).toMatch(/^ {6}TRUSTED_PROXIES: \$\{TRUSTED_PROXIES:-\}$/m);
  });

  it("refuses to start the app without PUBLIC_URL, the site's public address", () => {
    // `${NAME:?message}`: compose stops with the message when NAME is unset or empty.
    expect(compose).toMatch(/^ {6}PUBLIC_URL: \$\{PUBLIC_URL:\?[^}]+\}$/m);
  });
});

interface ComposeService {
  profiles?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: unknown;
  depends_on?: Record<string, { condition: string }>;
}

describe("docker-compose.yml's cluster profile", () => {
  const { services } = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };

  it('adds a second instance with the first one’s settings, uploads and health check', () => {
    expect(services['app-2'].profiles).toEqual(['cluster']);
    expect(services['app-2'].environment).toEqual(services.app.environment);
    expect(services['app-2'].volumes).toEqual(services.app.volumes);
    expect(services['app-2'].healthcheck).toEqual(services.app.healthcheck);
  });

  it('puts the load balancer in front of both, once they are healthy, with the repository’s configuration', () => {
    const { proxy } = services;
    expect(proxy.profiles).toEqual(['cluster']);
    expect(proxy.depends_on).toEqual({
      app: { condition: 'service_healthy' },
      'app-2': { condition: 'service_healthy' },
    });
    expect(proxy.environment).toMatchObject({ APP_1: 'app:1337', APP_2: 'app-2:1337' });
    const [source] = (proxy.volumes ?? [])[0].split(':');
    expect(fs.existsSync(path.join(ROOT, source))).toBe(true);
  });

  it('leaves the single instance as it was without the profile', () => {
    const always = Object.entries(services).filter(([, service]) => !service.profiles);
    expect(always.map(([name]) => name).sort()).toEqual(['app', 'db']);
  });
});
