import { describe, expect, it } from 'vitest';
import { checkResumableFile, problemOf, shouldRetry, tusErrorOf, tusOptions } from './resumableUpload';

const MB = 1024 * 1024;

describe('a large file before it is sent', () => {
  it('may be audio by its type or its name, up to 1 GB', () => {
    expect(checkResumableFile('audio', { name: 'talk.mp3', type: 'audio/mpeg', size: 180 * MB })).toBeNull();
    expect(checkResumableFile('audio', { name: 'talk.m4a', type: '', size: 60 * MB })).toBeNull();
    expect(checkResumableFile('audio', { name: 'talk.mp3', type: 'audio/mpeg', size: 1024 * MB })).toBeNull();
    expect(checkResumableFile('audio', { name: 'talk.mp3', type: 'audio/mpeg', size: 1024 * MB + 1 })).toBe('size');
    expect(checkResumableFile('audio', { name: 'talk.mp4', type: 'video/mp4', size: MB })).toBe('type');
    expect(checkResumableFile('audio', { name: 'notes.txt', type: 'text/plain', size: MB })).toBe('type');
    expect(checkResumableFile('audio', { name: 'talk.mp3', type: 'audio/mpeg', size: 0 })).toBe('empty');
  });

  it('may be a PDF up to 100 MB', () => {
    expect(checkResumableFile('pdf', { name: 'book.pdf', type: 'application/pdf', size: 100 * MB })).toBeNull();
    expect(checkResumableFile('pdf', { name: 'book.pdf', type: 'application/pdf', size: 100 * MB + 1 })).toBe('size');
    expect(checkResumableFile('pdf', { name: 'book.docx', type: 'application/msword', size: MB })).toBe('type');
  });
});

describe('what went wrong, from the server’s reply', () => {
  it('names the problem of each refusal', () => {
    expect(problemOf(0, null)).toBe('network');
    expect(problemOf(401, { respCode: '0401' })).toBe('session');
    expect(problemOf(403, { respCode: '0403' })).toBe('forbidden');
    expect(problemOf(413, { respCode: '0413', errors: [{ field: 'file', message: 'File must be at most 1 GB' }] })).toBe('size');
    const fileError = (message: string) => ({ respCode: '0422', errors: [{ field: 'file', message }] });
    expect(problemOf(422, fileError('File must be an audio file (MP3, …) that plays'))).toBe('type');
    expect(problemOf(422, fileError('File is protected by a password: save it without one and upload it again'))).toBe('encrypted');
    expect(problemOf(422, fileError('File is empty'))).toBe('empty');
    expect(problemOf(422, { errors: [{ field: 'tusId', message: 'Upload is not finished' }] })).toBe('failed');
    expect(problemOf(500, null)).toBe('failed');
  });

  it('reads the envelope tus-js-client carried', () => {
    const response = (status: number, body: string) => ({
      getStatus: () => status,
      getBody: () => body,
      getHeader: () => undefined,
      getUnderlyingObject: () => null,
    });
    const refused = Object.assign(new Error('refused'), {
      originalResponse: response(
        413,
        JSON.stringify({ respCode: '0413', errors: [{ field: 'file', message: 'File must be at most 1 GB' }] }),
      ),
    });
    expect(tusErrorOf(refused as never)).toMatchObject({ problem: 'size', serverMessage: 'File must be at most 1 GB' });
    expect(tusErrorOf(new Error('offline'))).toMatchObject({ problem: 'network' });
    expect(tusErrorOf(Object.assign(new Error('x'), { originalResponse: response(502, '<html>') }) as never)).toMatchObject({
      problem: 'failed',
    });
  });

  it('retries what a retry can fix, never a refusal', () => {
    for (const status of [undefined, 0, 409, 423, 429, 500, 502, 503]) expect(shouldRetry(status), String(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 413, 422]) expect(shouldRetry(status), String(status)).toBe(false);
  });
});

describe('the tus client', () => {
  it('sends to the staff API in 8 MB pieces with the kind and name, and can resume after a reload', () => {
    const file = new File(['x'], 'Talk of the full moon.mp3', { type: 'audio/mpeg' });
    const options = tusOptions('audio', file, {});
    expect(options).toMatchObject({
      endpoint: '/admin-api/uploads/tus',
      chunkSize: 8 * MB,
      metadata: { kind: 'audio', filename: 'Talk of the full moon.mp3' },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
    });
    expect(options.retryDelays?.length).toBeGreaterThanOrEqual(5);
  });
});
