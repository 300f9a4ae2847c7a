import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCK_NAMESPACES } from '../src/utils/advisory-locks';

describe('the PostgreSQL transaction locks', () => {
  it('give each kind of lock a namespace of its own', () => {
    const namespaces = Object.values(ADVISORY_LOCK_NAMESPACES);
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });
});
