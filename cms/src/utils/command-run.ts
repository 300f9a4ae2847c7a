/**
 * `npm run backup`, `restore` and `uploads:to-s3` boot the CMS only to reach its database and media storage
 * (scripts/backup/cms.ts): such a boot creates the tables of an empty database and starts nothing else. No seed, which
 * a restore would replace at once; no mail sent, shared job run or page rendered beside the server that may be running.
 */
export const COMMAND_RUN_VARIABLE = 'TICINO_COMMAND_RUN';

export const isCommandRun = (): boolean => process.env[COMMAND_RUN_VARIABLE] === 'true';
