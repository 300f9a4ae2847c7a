import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { TableRows } from './database';

/**
 * A backup is one .tar.gz that any tar can open:
 *   manifest.json            what it holds (format, date, row counts)
 *   database/<table>.json    the rows of each table, as JSON: the same whatever database they came from
 *   uploads/…                the uploaded media, as they were in the public folder's uploads/
 */
export const FORMAT = 'trattoria-ticino-backup';
const VERSION = 1;
const MANIFEST = 'manifest.json';
const DATABASE = 'database';
const UPLOADS = 'uploads';
/** Git's placeholder in an empty uploads folder: not media. */
export const PLACEHOLDER = '.gitkeep';

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** The database the rows were read from: sqlite or postgres. */
  databaseClient: string;
  /** Rows per table. */
  tables: Record<string, number>;
  mediaFiles: number;
}

function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== PLACEHOLDER)
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** How many media files a folder holds (Git's placeholder apart). */
export const countMediaFiles = (folder: string): number => listFiles(folder).length;

const withTemporaryFolder = async <T>(task: (folder: string) => Promise<T>): Promise<T> => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-backup-'));
  try {
    return await task(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
};

/**
 * Writes the archive under a temporary name and renames it once complete, so a name that looks like a backup is
 * always a whole one.
 */
export async function writeArchive(
  file: string,
  contents: { tables: TableRows; uploadsFolder: string; databaseClient: string },
): Promise<Manifest> {
  return withTemporaryFolder(async (staging) => {
    fs.mkdirSync(path.join(staging, DATABASE));
    for (const [table, rows] of Object.entries(contents.tables)) {
      fs.writeFileSync(path.join(staging, DATABASE, `${table}.json`), JSON.stringify(rows));
    }
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      databaseClient: contents.databaseClient,
      tables: Object.fromEntries(Object.entries(contents.tables).map(([table, rows]) => [table, rows.length])),
      mediaFiles: countMediaFiles(contents.uploadsFolder),
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST, DATABASE];
    if (fs.existsSync(contents.uploadsFolder)) {
      // The media are packed from where they are (tar follows this link) rather than copied first.
      fs.symlinkSync(contents.uploadsFolder, path.join(staging, UPLOADS));
      entries.push(UPLOADS);
    }
    const partial = `${file}.partial`;
    try {
      await tar.create(
        {
          file: partial,
          cwd: staging,
          gzip: true,
          portable: true,
          follow: true,
          filter: (entry) => path.basename(entry) !== PLACEHOLDER,
        },
        entries,
      );
      fs.renameSync(partial, file);
    } finally {
      fs.rmSync(partial, { force: true });
    }
    return manifest;
  });
}

export interface OpenedArchive {
  manifest: Manifest;
  tables: TableRows;
  /** Files to put into the uploads folder (an empty folder when the backup had no media). */
  uploadsFolder: string;
}

const notABackup = (file: string, why: string) =>
  new Error(`${file} is not a Trattoria Ticino backup (${why}): pass a file written by \`npm run backup\`.`);

function readManifest(file: string, manifestFile: string): Manifest {
  if (!fs.existsSync(manifestFile)) throw notABackup(file, `it has no ${MANIFEST}`);
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Partial<Manifest>;
  } catch {
    throw notABackup(file, `its ${MANIFEST} is not JSON`);
  }
  if (manifest.format !== FORMAT || typeof manifest.tables !== 'object' || manifest.tables === null) {
    throw notABackup(file, `its ${MANIFEST} is not one of ours`);
  }
  return manifest as Manifest;
}

/** Unpacks an archive into a temporary folder and checks it whole before anything is restored from it. */
export async function withOpenedArchive<T>(file: string, task: (archive: OpenedArchive) => Promise<T>): Promise<T> {
  return withTemporaryFolder(async (folder) => {
    try {
      await tar.extract({ file, cwd: folder, strict: true });
    } catch (error) {
      throw notABackup(file, `it cannot be read as a .tar.gz: ${(error as Error).message}`);
    }
    const manifest = readManifest(file, path.join(folder, MANIFEST));
    if (manifest.version > VERSION) {
      throw new Error(
        `${file} was written by a newer version of the site (format ${manifest.version}): restore it with that version.`,
      );
    }
    const tables: TableRows = {};
    for (const [table, count] of Object.entries(manifest.tables)) {
      const rowsFile = path.join(folder, DATABASE, `${path.basename(table)}.json`);
      const rows = fs.existsSync(rowsFile)
        ? (JSON.parse(fs.readFileSync(rowsFile, 'utf8')) as TableRows[string])
        : undefined;
      if (!Array.isArray(rows) || rows.length !== count) {
        throw new Error(
          `${file} is damaged: the rows of table ${table} are missing or incomplete. Nothing was changed.`,
        );
      }
      tables[table] = rows;
    }
    const uploadsFolder = path.join(folder, UPLOADS);
    fs.mkdirSync(uploadsFolder, { recursive: true });
    const mediaFiles = countMediaFiles(uploadsFolder);
    if (mediaFiles !== manifest.mediaFiles) {
      throw new Error(
        `${file} is damaged: it holds ${mediaFiles} of its ${manifest.mediaFiles} media files. Nothing was changed.`,
      );
    }
    return task({ manifest, tables, uploadsFolder });
  });
}

/** Makes the uploads folder hold exactly the given files (the folder itself stays: it may be a mounted volume). */
export function replaceUploads(source: string, uploadsFolder: string): void {
  fs.mkdirSync(uploadsFolder, { recursive: true });
  for (const entry of fs.readdirSync(uploadsFolder)) {
    if (entry !== PLACEHOLDER) fs.rmSync(path.join(uploadsFolder, entry), { recursive: true, force: true });
  }
  fs.cpSync(source, uploadsFolder, { recursive: true, preserveTimestamps: true });
}
