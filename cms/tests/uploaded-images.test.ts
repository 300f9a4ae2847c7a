/**
 * Every image the site stores is upright and carries no metadata, original and smaller sizes, on the disk and in a
 * bucket; an image over 40 megapixels is refused from its header; photos stored before are cleaned by a migration
 * (docs/product.md#request-bodies-and-uploads).
 */
import fs from 'fs';
import path from 'path';
import sharp, { type Metadata } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem, MenuPhoto, MenuPhotoSize } from '@ticino/shared';
import cleanStoredPhotos from '../src/migrations/2026-11-28-clean-stored-photos';
import { startTestBucket, type TestBucket } from './bucket';
import { BACK_OFFICE_ADMIN, loginToken, startStrapi, testPublicDir, type TestStrapi } from './strapi';

const TOO_MANY_PIXELS = "L'image dépasse 40 mégapixels : réduisez-la avant de l'envoyer.";
const FILE_UID = 'plugin::upload.file';

const RED = { r: 255, g: 0, b: 0 };
const GREEN = { r: 0, g: 160, b: 0 };

/** Where a phone held sideways wrote this photo: Lugano, in its EXIF's GPS block. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '46/1 0/1 3000/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '8/1 57/1 0/1',
};
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="46,0.5N"/></rdf:RDF></x:xmpmeta>';

/**
 * A photo as a phone held sideways stores it: 1200 × 800 pixels whose top 160 rows are red, the rest green, with
 * `Orientation: 6` (turn it a quarter clockwise to view it), the place in its EXIF and XMP. Viewed upright it is
 * 800 × 1200, red along its right side.
 */
function sidewaysPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: GREEN } })
    .composite([{ input: { create: { width: 1200, height: 160, channels: 3, background: RED } }, top: 0, left: 0 }])
    .withExif({ IFD0: { Make: 'Trattoria Phone', Model: 'Sideways' }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .jpeg()
    .toBuffer();
}

/**
 * The GPS latitude in an EXIF block as sharp gives it (`Exif\0\0`, then a TIFF structure): IFD0's GPSInfo pointer
 * (tag 0x8825), then the GPS IFD's LatitudeRef (1, ASCII) and Latitude (2, three rationals). Null without one.
 */
function exifLatitude(exif: Buffer): { ref: string; degrees: number[] } | null {
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, index) => {
      const at = ifd + 2 + index * 12;
      return { tag: u16(at), valueAt: at + 8 };
    });
  const gpsPointer = entries(u32(4)).find(({ tag }) => tag === 0x8825);
  if (!gpsPointer) return null;
  const gps = entries(u32(gpsPointer.valueAt));
  const ref = gps.find(({ tag }) => tag === 1);
  const latitude = gps.find(({ tag }) => tag === 2);
  if (!ref || !latitude) return null;
  const rationals = u32(latitude.valueAt);
  const degrees = [0, 1, 2].map((index) => u32(rationals + index * 8) / u32(rationals + index * 8 + 4));
  return { ref: tiff.toString('latin1', ref.valueAt, ref.valueAt + 1), degrees };
}

/**
 * A PNG of 10000 × 5000 white pixels (50 megapixels) in a few kilobytes: what costs a server seconds of decoding for
 * each size Strapi makes of it.
 */
let hugePng: Buffer | undefined;
async function hugeImage(): Promise<Buffer> {
  hugePng ??= await sharp({ create: { width: 10000, height: 5000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9, palette: true, colours: 2 })
    .toBuffer();
  return hugePng;
}

/** The colour of a pixel of an image, as red, green and blue. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return { r: data[at], g: data[at + 1], b: data[at + 2] };
}

const near = (colour: { r: number; g: number; b: number }, expected: typeof RED) =>
  Math.abs(colour.r - expected.r) < 40 && Math.abs(colour.g - expected.g) < 40 && Math.abs(colour.b - expected.b) < 40;

/** A served image shows the photo upright (portrait, red along its right side) and holds nothing but its pixels. */
async function expectUprightAndClean(label: string, image: Buffer, size: { width: number; height: number }) {
  const header: Metadata = await sharp(image).metadata();
  const found = {
    label,
    gps: header.exif && exifLatitude(header.exif),
    exif: Boolean(header.exif),
    xmp: Boolean(header.xmp),
    iptc: Boolean(header.iptc),
    orientation: header.orientation,
  };
  expect(found).toEqual({ label, gps: undefined, exif: false, xmp: false, iptc: false, orientation: undefined });
  expect({ label, width: header.width, height: header.height }).toEqual({ label, ...size });
  expect(size.height, label).toBeGreaterThan(size.width);
  expect(near(await pixel(image, size.width - 2, size.height / 2), RED), `${label}: red on the right`).toBe(true);
  expect(near(await pixel(image, 1, size.height / 2), GREEN), `${label}: green on the left`).toBe(true);
}

let app: TestStrapi;
let bucket: TestBucket | undefined;
let staff: { Authorization: string };
let owner: { Authorization: string };

const get = async (url: string) => (await app.request.get(url).buffer(true).expect(200)).body as Buffer;

/** An image as the media library records it, with the size of each of its files (in kilobytes, and in bytes). */
interface StoredImage extends MenuPhotoSize {
  size: number;
  formats: Partial<Record<string, MenuPhotoSize & { size: number; sizeInBytes: number }>>;
}

/** Every size the media library made of an image, the original first. */
const sizesOf = (image: MenuPhotoSize & { formats: Partial<Record<string, MenuPhotoSize>> }) => [
  { label: 'original', url: image.url, width: image.width, height: image.height },
  ...Object.entries(image.formats).flatMap(([label, size]) => (size ? [{ label, ...size }] : [])),
];

/** Kilobytes as Strapi records them, to two decimals. */
const kilobytes = (bytes: number) => Math.round(bytes / 10) / 100;

async function startOn(provider: 'local' | 's3') {
  if (provider === 's3') bucket = await startTestBucket();
  app = await startStrapi(bucket?.env);
  staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
  const login = await app.request.post('/admin/login').send(BACK_OFFICE_ADMIN).expect(200);
  owner = { Authorization: `Bearer ${login.body.data.token as string}` };
}

async function stop() {
  await app?.stop();
  if (!bucket) return;
  await bucket.stop();
  for (const name of Object.keys(bucket.env)) delete process.env[name];
  bucket = undefined;
}

async function createItem(): Promise<string> {
  const response = await app.request
    .post('/api/menu')
    .set(staff)
    .send({
      title: 'Risotto aux cèpes',
      price: '26.00',
      description: 'Riz carnaroli, cèpes.',
      category: 'Nos Spécialités',
    })
    .expect(201);
  return (response.body.data as MenuItem).id;
}

describe('the photo the tests upload', () => {
  it('is stored sideways with Orientation 6, the place in its EXIF and XMP', async () => {
    const photo = await sidewaysPhoto();
    const header = await sharp(photo).metadata();
    expect([header.width, header.height, header.orientation]).toEqual([1200, 800, 6]);
    expect(exifLatitude(header.exif ?? Buffer.alloc(0))).toEqual({ ref: 'N', degrees: [46, 0, 30] });
    expect(header.xmp?.toString()).toContain('GPSLatitude');
    expect(near(await pixel(photo, 600, 1), RED)).toBe(true);
  });

  it('over 40 megapixels holds a few kilobytes', async () => {
    const image = await hugeImage();
    expect(image.length).toBeLessThan(20_000);
    expect(await sharp(image).metadata()).toMatchObject({ format: 'png', width: 10000, height: 5000 });
  });
});

describe.each(['local', 's3'] as const)('with UPLOAD_PROVIDER=%s', (provider) => {
  beforeAll(() => startOn(provider));
  afterAll(stop);

  it('a photo sent from the dashboard is served upright and without metadata, in every size', async () => {
    const id = await createItem();
    const response = await app.request
      .post(`/api/menu/${id}/photo`)
      .set(staff)
      .field('alt', 'Un risotto aux cèpes')
      .attach('photo', await sidewaysPhoto(), { filename: 'IMG_2041.jpg', contentType: 'image/jpeg' })
      .expect(200);
    const photo = (response.body.data as MenuItem).photo as MenuPhoto;
    expect([photo.width, photo.height]).toEqual([800, 1200]);
    expect(Object.keys(photo.formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    expect(photo.formats.thumbnail).toMatchObject({ width: 104, height: 156 });
    for (const { label, url, width, height } of sizesOf(photo)) {
      await expectUprightAndClean(label, await get(url), { width, height });
    }
  });

  it('a photo sent to the media library in /cms is served upright and without metadata, in every size', async () => {
    const response = await app.request
      .post('/upload')
      .set(owner)
      .attach('files', await sidewaysPhoto(), { filename: 'IMG_2042.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const [file] = response.body as StoredImage[];
    expect([file.width, file.height]).toEqual([800, 1200]);
    expect(Object.keys(file.formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    for (const { label, url, width, height } of sizesOf(file)) {
      const served = await get(url);
      await expectUprightAndClean(label, served, { width, height });
      if (label === 'original') expect(file.size).toBe(kilobytes(served.length));
    }
  });

  it("a photo is cleaned all the same with the media library's « size optimization » off", async () => {
    const upload = app.strapi.plugin('upload').service('upload');
    const settings = (await upload.getSettings()) as Record<string, boolean>;
    await upload.setSettings({ ...settings, sizeOptimization: false });
    try {
      const response = await app.request
        .post('/upload')
        .set(owner)
        .attach('files', await sidewaysPhoto(), { filename: 'IMG_2044.jpg', contentType: 'image/jpeg' })
        .expect(201);
      const [file] = response.body as StoredImage[];
      for (const { label, url, width, height } of sizesOf(file)) {
        await expectUprightAndClean(label, await get(url), { width, height });
      }
    } finally {
      await upload.setSettings(settings);
    }
  });

  /** Where the files of the running configuration are: the uploads folder, or the bucket. */
  const storedFiles = async () =>
    bucket ? bucket.keys() : fs.readdirSync(path.join(testPublicDir(app.database), 'uploads')).sort();

  it('a photo stored before is cleaned by the migration, its record with it, and a second run changes nothing', async () => {
    // As Strapi 5.54 stored a phone's photo without « auto orientation »: the original as sent, and sizes made from
    // its pixels as stored, which lost the orientation that would have turned them.
    const original = await sidewaysPhoto();
    const hash = `IMG_2043_${provider}`;
    const sizes = { thumbnail: { width: 245, height: 156 }, large: 1000, medium: 750, small: 500 };
    const formats: Record<string, Record<string, unknown>> = {};
    const put = async (name: string, bytes: Buffer) => {
      if (bucket) await bucket.put(name, bytes, 'image/jpeg');
      else fs.writeFileSync(path.join(testPublicDir(app.database), 'uploads', name), bytes);
    };
    for (const [key, box] of Object.entries(sizes)) {
      const resize = typeof box === 'number' ? { width: box, height: box } : box;
      const { data, info } = await sharp(original)
        .resize({ ...resize, fit: 'inside' })
        .toBuffer({ resolveWithObject: true });
      const name = `${key}_${hash}.jpg`;
      await put(name, data);
      formats[key] = {
        name: `${key}_IMG_2043.jpg`,
        hash: `${key}_${hash}`,
        ext: '.jpg',
        mime: 'image/jpeg',
        path: null,
        width: info.width,
        height: info.height,
        size: kilobytes(data.length),
        sizeInBytes: data.length,
        url: `/uploads/${name}`,
      };
    }
    await put(`${hash}.jpg`, original);
    const row = (await app.strapi.db.query(FILE_UID).create({
      data: {
        name: 'IMG_2043.jpg',
        hash,
        ext: '.jpg',
        mime: 'image/jpeg',
        size: kilobytes(original.length),
        width: 1200,
        height: 800,
        url: `/uploads/${hash}.jpg`,
        provider: bucket ? 'aws-s3' : 'local',
        formats,
        folderPath: '/',
      },
    })) as { id: number };
    expect(formats.thumbnail).toMatchObject({ width: 234, height: 156 });
    expect((await sharp(await get(`/uploads/${hash}.jpg`)).metadata()).exif).toBeDefined();

    await cleanStoredPhotos.up(app.strapi);
    const cleaned = (await app.strapi.db.query(FILE_UID).findOne({ where: { id: row.id } })) as StoredImage;
    expect([cleaned.width, cleaned.height]).toEqual([800, 1200]);
    expect(cleaned.formats.thumbnail).toMatchObject({ width: 104, height: 156 });
    for (const { label, url, width, height } of sizesOf(cleaned)) {
      const served = await get(url);
      await expectUprightAndClean(label, served, { width, height });
      const recorded = label === 'original' ? cleaned : cleaned.formats[label];
      expect(recorded?.size, label).toBe(kilobytes(served.length));
      if (label !== 'original') expect(cleaned.formats[label]?.sizeInBytes, label).toBe(served.length);
    }

    const files = await storedFiles();
    const bytes = await Promise.all(sizesOf(cleaned).map(({ url }) => get(url)));
    await cleanStoredPhotos.up(app.strapi);
    expect(await app.strapi.db.query(FILE_UID).findOne({ where: { id: row.id } })).toEqual(cleaned);
    const again = await Promise.all(sizesOf(cleaned).map(({ url }) => get(url)));
    expect(again.every((served, index) => served.equals(bytes[index]))).toBe(true);
    expect(await storedFiles()).toEqual(files);
  });
});

describe('an image over 40 megapixels', () => {
  beforeAll(() => startOn('local'));
  afterAll(stop);

  const uploads = () => path.join(testPublicDir(app.database), 'uploads');
  const stored = async () => ({
    media: await app.strapi.db.query(FILE_UID).count(),
    files: fs.readdirSync(uploads()).sort(),
  });

  it('is refused by the dashboard photo route with 400, in French, nothing stored', async () => {
    const id = await createItem();
    const before = await stored();
    const response = await app.request
      .post(`/api/menu/${id}/photo`)
      .set(staff)
      .field('alt', 'Une image immense')
      .attach('photo', await hugeImage(), { filename: 'immense.png', contentType: 'image/png' })
      .expect(400);
    const tooManyPixels = { code: 'api.photoTooManyPixels', params: { max: 40 } };
    expect(response.body).toEqual({
      success: false,
      message: TOO_MANY_PIXELS,
      ...tooManyPixels,
      errors: { photo: TOO_MANY_PIXELS },
      errorCodes: { photo: tooManyPixels },
    });
    expect(await stored()).toEqual(before);
  });

  it('is refused by the /cms media library with 400, in French, nothing stored, even beside a small image', async () => {
    const before = await stored();
    const alone = await app.request
      .post('/upload')
      .set(owner)
      .attach('files', await hugeImage(), { filename: 'immense.png', contentType: 'image/png' })
      .expect(400);
    expect(alone.body.error).toMatchObject({ status: 400, message: TOO_MANY_PIXELS });
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const beside = await app.request
      .post('/upload')
      .set(owner)
      .attach('files', small, { filename: 'petite.png', contentType: 'image/png' })
      .attach('files', await hugeImage(), { filename: 'immense.png', contentType: 'image/png' })
      .expect(400);
    expect(beside.body.error.message).toBe(TOO_MANY_PIXELS);
    expect(await stored()).toEqual(before);
  });
});
