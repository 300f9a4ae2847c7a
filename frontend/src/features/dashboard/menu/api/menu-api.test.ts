import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_LAW_DETAILS, type MenuItemValues } from '@ticino/shared';
import { server } from '../../../../test/server';
import { deleteMenuItem, saveMenuItem, saveMenuPhoto } from './menu-api';

const VALUES: MenuItemValues = {
  title: 'Polenta',
  price: 24.5,
  description: 'Maïs',
  category: 'Nos Pâtes',
  availability: 'disponible',
  soldOutOn: null,
  availableFrom: null,
  availableUntil: null,
  boardUntil: null,
  ...NO_LAW_DETAILS,
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('menu changes', () => {
  it('creates with POST /api/menu, updates with PUT and deletes with DELETE on the encoded id', async () => {
    const calls: unknown[] = [];
    const record = async ({ request }: { request: Request }) => {
      calls.push([
        request.method,
        new URL(request.url).pathname,
        request.method === 'DELETE' ? null : await request.json(),
      ]);
      return HttpResponse.json({ success: true, data: { id: 'saved', ...VALUES, photo: null } });
    };
    server.use(http.post('/api/menu', record), http.put('/api/menu/:id', record), http.delete('/api/menu/:id', record));
    expect(await saveMenuItem(VALUES)).toBe('saved');
    expect(await saveMenuItem(VALUES, 'a/b c')).toBe('a/b c');
    await deleteMenuItem('x?y');
    expect(calls).toEqual([
      ['POST', '/api/menu', VALUES],
      ['PUT', '/api/menu/a%2Fb%20c', VALUES],
      ['DELETE', '/api/menu/x%3Fy', null],
    ]);
  });

  it('sends a photo as multipart with its alt text, an alt text alone as JSON, a removal as DELETE', async () => {
    const calls: unknown[] = [];
    const record = async ({ request }: { request: Request }) => {
      const type = request.headers.get('content-type') ?? '';
      if (type.startsWith('multipart/form-data')) {
        const form = await request.formData();
        const photo = form.get('photo') as File;
        calls.push([request.method, new URL(request.url).pathname, form.get('alt'), await photo.text(), photo.type]);
      } else {
        calls.push([
          request.method,
          new URL(request.url).pathname,
          request.method === 'DELETE' ? null : await request.json(),
        ]);
      }
      return HttpResponse.json({ success: true, data: { id: 'a', ...VALUES, photo: null } });
    };
    server.use(
      http.post('/api/menu/:id/photo', record),
      http.patch('/api/menu/:id/photo', record),
      http.delete('/api/menu/:id/photo', record),
    );
    const file = new File(['jpeg'], 'fondue.jpg', { type: 'image/jpeg' });
    await saveMenuPhoto('a b', { kind: 'upload', file, alt: 'Une fondue' });
    await saveMenuPhoto('a b', { kind: 'alt', alt: 'Une fondue fumante' });
    await saveMenuPhoto('a b', { kind: 'remove' });
    await saveMenuPhoto('a b', { kind: 'keep' });
    expect(calls).toEqual([
      ['POST', '/api/menu/a%20b/photo', 'Une fondue', 'jpeg', 'image/jpeg'],
      ['PATCH', '/api/menu/a%20b/photo', { alt: 'Une fondue fumante' }],
      ['DELETE', '/api/menu/a%20b/photo', null],
    ]);
  });

  it('lets a failed change reach the caller as an ApiError with the field errors', async () => {
    server.use(
      http.put('/api/menu/:id', () =>
        HttpResponse.json({ success: false, message: 'Invalide', errors: { title: 'Trop long' } }, { status: 400 }),
      ),
    );
    await expect(saveMenuItem(VALUES, 'a')).rejects.toMatchObject({ status: 400, fieldErrors: { title: 'Trop long' } });
  });
});
