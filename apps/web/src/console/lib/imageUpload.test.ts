import { describe, expect, it } from 'vitest';
import { checkImageFile, problemOf } from './imageUpload';

const MB = 1024 * 1024;

describe('an image before it is uploaded', () => {
  it('may be JPEG, PNG, WebP or GIF up to 15 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) expect(checkImageFile({ type, size: 2 * MB })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: 15 * MB })).toBeNull();
  });

  it('is refused for another type, nothing in it, or more than 15 MB', () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(checkImageFile({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(checkImageFile({ type: 'image/heic', size: 1000 })).toBe('type');
    expect(checkImageFile({ type: 'image/png', size: 0 })).toBe('type');
    expect(checkImageFile({ type: 'image/jpeg', size: 15 * MB + 1 })).toBe('size');
  });
});

describe('the problem of an answered upload', () => {
  it('names what the server said', () => {
    expect(problemOf(413, { respCode: '0413' })).toBe('size');
    expect(
      problemOf(422, { respCode: '0422', errors: [{ field: 'file', message: 'Must be a JPEG, PNG, WebP or GIF image that opens' }] }),
    ).toBe('type');
    expect(problemOf(0, null)).toBe('network');
    expect(problemOf(401, null)).toBe('session');
    expect(problemOf(500, null)).toBe('failed');
  });
});
