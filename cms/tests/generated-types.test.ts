import fs from 'fs';
import os from 'os';
import path from 'path';
import { createRequire } from 'module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_ROOT, startStrapi, type TestStrapi } from './strapi';

interface TypeGenerator {
  generate(config: {
    strapi: TestStrapi['strapi'];
    pwd: string;
    rootDir: string;
    artifacts: { contentTypes: boolean; components: boolean };
    logger: { silent: boolean };
  }): Promise<unknown>;
}

const { generators } = createRequire(path.join(CMS_ROOT, 'package.json'))('@strapi/typescript-utils') as {
  generators: TypeGenerator;
};

const GENERATED = path.join('types', 'generated');

/**
 * `strapi develop` rewrites cms/types/generated on every schema change; `strapi build` does not. This catches a
 * schema edited without the typings the code (and its typecheck) relies on.
 */
describe('generated content-type typings', () => {
  let app: TestStrapi;
  let outDir: string;

  beforeAll(async () => {
    app = await startStrapi();
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-types-'));
    await generators.generate({
      strapi: app.strapi,
      pwd: outDir,
      rootDir: 'types',
      artifacts: { contentTypes: true, components: true },
      logger: { silent: true },
    });
  });

  afterAll(async () => {
    await app.stop();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it.each(['contentTypes.d.ts', 'components.d.ts'])(
    '%s matches the schemas (else run `npm run types --workspace cms`)',
    (file) => {
      const committed = fs.readFileSync(path.join(CMS_ROOT, GENERATED, file), 'utf8');
      const fresh = fs.readFileSync(path.join(outDir, GENERATED, file), 'utf8');
      expect(fresh).toBe(committed);
    },
  );
});
