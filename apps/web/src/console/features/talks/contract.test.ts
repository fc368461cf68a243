import { describe, expect, it } from 'vitest';
import * as podcast from '@mahasi/contract/podcast';
import * as talks from '@mahasi/contract/staff-talks';
import * as local from './contract';

describe('the talks desk contract restated for the console', () => {
  it('has the contract’s statuses, sort keys, categories and limits', () => {
    expect([...local.talkStatuses]).toEqual([...talks.talkStatuses]);
    expect([...local.talkSortKeys]).toEqual([...talks.talkSortKeys]);
    expect([...local.podcastCategoryKeys]).toEqual([...podcast.podcastCategoryKeys]);
    expect(local.DELETED_TALK_DAYS).toBe(talks.DELETED_TALK_DAYS);
  });

  it('has the contract’s paths', () => {
    for (const [name, path] of Object.entries(talks.talkPaths)) {
      const mine = local.talkPaths[name as keyof typeof talks.talkPaths];
      if (typeof path === 'function') expect((mine as (id: number) => string)(7)).toBe((path as (id: number) => string)(7));
      else expect(mine).toBe(path);
    }
    expect(Object.keys(local.talkPaths).sort()).toEqual(Object.keys(talks.talkPaths).sort());
  });
});
