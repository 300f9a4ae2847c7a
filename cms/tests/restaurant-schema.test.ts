import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { RESTAURANT_TEXT_FIELDS } from '@ticino/shared';
import { CMS_ROOT } from './strapi';

const SCHEMA = path.join(CMS_ROOT, 'src', 'api', 'restaurant', 'content-types', 'restaurant', 'schema.json');
const attributes = (
  JSON.parse(fs.readFileSync(SCHEMA, 'utf8')) as { attributes: Record<string, { type: string; maxLength?: number }> }
).attributes;

/** The restaurant's translated texts are declared as the schema stores them: a translation is never longer. */
describe('the restaurant’s translated texts', () => {
  for (const [field, spec] of Object.entries(RESTAURANT_TEXT_FIELDS)) {
    it(`declare ${field} as its attribute: ${spec.type}, at most ${spec.maxLength}`, () => {
      expect(attributes[field]).toMatchObject({ type: spec.type, maxLength: spec.maxLength });
    });
  }
});
