/** Run by `tests/global-setup.ts`: starts Strapi on the database given as JSON, lets it migrate and seed, and stops. */
import { startStrapi, type TestDatabase } from './strapi';

const database = JSON.parse(process.argv[2] ?? '') as TestDatabase;
startStrapi({}, database)
  .then((app) => app.stop({ keepDatabase: true }))
  .then(
    () => process.exit(0),
    (error: Error) => {
      console.error(error);
      process.exit(1);
    },
  );
