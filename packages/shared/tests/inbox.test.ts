import { describe, expect, it } from 'vitest';
import { INBOX_PAGE_SIZE, staffMessageOf, validateInboxQuery, validateInboxUpdate } from '../src';

describe('inbox list query', () => {
  it('defaults to the first page of every message', () => {
    expect(validateInboxQuery({})).toEqual({
      ok: true,
      values: { page: 1, pageSize: INBOX_PAGE_SIZE.default, filter: 'all' },
    });
  });

  it('accepts a page, a size up to the maximum and the unhandled filter', () => {
    expect(validateInboxQuery({ page: '3', pageSize: String(INBOX_PAGE_SIZE.max), filter: 'unhandled' })).toEqual({
      ok: true,
      values: { page: 3, pageSize: INBOX_PAGE_SIZE.max, filter: 'unhandled' },
    });
  });

  it.each([
    [{ page: '0' }, 'page', staffMessageOf('inbox.pageInvalid')],
    [{ page: '-1' }, 'page', staffMessageOf('inbox.pageInvalid')],
    [{ page: '1.5' }, 'page', staffMessageOf('inbox.pageInvalid')],
    [{ page: ['1', '2'] }, 'page', staffMessageOf('inbox.pageInvalid')],
    [{ pageSize: '0' }, 'pageSize', staffMessageOf('inbox.pageSizeInvalid', { max: INBOX_PAGE_SIZE.max })],
    [
      { pageSize: String(INBOX_PAGE_SIZE.max + 1) },
      'pageSize',
      staffMessageOf('inbox.pageSizeInvalid', { max: INBOX_PAGE_SIZE.max }),
    ],
    [{ filter: 'read' }, 'filter', staffMessageOf('inbox.filterInvalid')],
  ])('refuses %j with a message on its field', (query, field, message) => {
    expect(validateInboxQuery(query)).toEqual({ ok: false, errors: { [field]: message } });
  });
});

describe('inbox message update', () => {
  it('accepts read, handled or both as booleans', () => {
    expect(validateInboxUpdate({ read: true })).toEqual({ ok: true, values: { read: true } });
    expect(validateInboxUpdate({ handled: false, read: true })).toEqual({
      ok: true,
      values: { read: true, handled: false },
    });
  });

  it.each([[null], [[]], ['read'], [{}], [{ other: true }]])('refuses %j: nothing to change', (body) => {
    expect(validateInboxUpdate(body)).toEqual({ ok: false, errors: { body: staffMessageOf('inbox.updateEmpty') } });
  });

  it('refuses a flag that is not a boolean', () => {
    expect(validateInboxUpdate({ handled: 'yes', read: true })).toEqual({
      ok: false,
      errors: { handled: staffMessageOf('inbox.flagInvalid') },
    });
  });
});
