import { describe, expect, it } from 'vitest';
import * as catalogue from '@mahasi/contract/staff-catalogue';
import { fieldNames, kindForms } from './kinds';
import { movePhoto, type Photo } from './PhotosField';

const photo = (uploadId: number): Photo => ({ uploadId, photoId: null, captionEn: `p${uploadId}`, captionMm: '' });

describe('moving a gallery photo', () => {
  it('moves it and keeps the cover on the same photo', () => {
    const photos = [photo(1), photo(2), photo(3)];
    const moved = movePhoto(photos, 0, 2, 0);
    expect(moved.photos.map((p) => p.uploadId)).toEqual([3, 1, 2]);
    expect(moved.coverIndex).toBe(1);
    expect(movePhoto(photos, null, 0, 1).coverIndex).toBeNull();
  });

  it('leaves the order alone for a move out of range', () => {
    const photos = [photo(1), photo(2)];
    expect(movePhoto(photos, 1, 0, 5).photos.map((p) => p.uploadId)).toEqual([1, 2]);
  });
});

describe('the forms of the kinds', () => {
  it.each(catalogue.catalogueKinds)('%s: a new record is what the contract accepts, and every field is one of its own', (kind) => {
    const schema = catalogue.catalogueContents[kind];
    const empty = kindForms[kind].empty();
    expect(Object.keys(empty).sort()).toEqual(Object.keys(schema.shape).sort());
    for (const name of fieldNames(kindForms[kind].fields)) expect(Object.keys(schema.shape)).toContain(name);
  });

  it('sorts each list by keys the contract knows', () => {
    for (const form of Object.values(kindForms)) for (const key of form.sortKeys) expect(catalogue.catalogueSortKeys).toContain(key);
  });
});
