import { describe, expect, it } from 'vitest';
import * as desk from '@mahasi/contract/staff-news';
import * as uploads from '@mahasi/contract/uploads';
import * as local from './uploadContract';

describe('the uploads contract restated for the console', () => {
  it('has the contract’s limits, roles, paths and accepted types', () => {
    expect(local.AUDIO_UPLOAD_MAX_BYTES).toBe(uploads.AUDIO_UPLOAD_MAX_BYTES);
    expect(local.PDF_UPLOAD_MAX_BYTES).toBe(uploads.PDF_UPLOAD_MAX_BYTES);
    expect(local.uploadMaxBytes).toEqual(uploads.uploadMaxBytes);
    expect(local.uploadRoles).toEqual(uploads.uploadRoles);
    expect(local.uploadPaths).toEqual(uploads.uploadPaths);
    expect([...local.audioUploadAccept]).toEqual([...uploads.audioUploadAccept]);
    expect([...local.pdfUploadAccept]).toEqual([...uploads.pdfUploadAccept]);
    expect(local.TUS_CHUNK_BYTES).toBe(uploads.TUS_CHUNK_BYTES);
  });

  it('has the image uploads’ limit, types and path', () => {
    expect(local.IMAGE_UPLOAD_MAX_BYTES).toBe(desk.IMAGE_UPLOAD_MAX_BYTES);
    expect([...local.imageUploadTypes]).toEqual([...desk.imageUploadTypes]);
    expect(local.imageUploadPath).toBe(desk.deskPaths.uploadImage);
  });
});
