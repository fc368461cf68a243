import { describe, expect, it } from 'vitest';
import { AUTOSAVE_INTERVAL_MS, AUTOSAVE_QUIET_MS, autosaveDelay, saveState, type AutosaveInput } from './autosave';

const now = 100_000;
const input = (over: Partial<AutosaveInput> = {}): AutosaveInput => ({
  changed: true,
  saving: false,
  online: true,
  blocked: false,
  lastStartedAt: null,
  changedSince: now,
  now,
  ...over,
});

describe('when the editor saves by itself', () => {
  it('saves nothing that has not changed', () => {
    expect(autosaveDelay(input({ changed: false }))).toBeNull();
  });

  it('waits a moment after the first change, so a post is not made on its first keystroke', () => {
    expect(autosaveDelay(input())).toBe(AUTOSAVE_QUIET_MS);
    expect(autosaveDelay(input({ changedSince: now - 400 }))).toBe(AUTOSAVE_QUIET_MS - 400);
    expect(autosaveDelay(input({ changedSince: now - 10_000 }))).toBe(0);
  });

  it('saves at most once every five seconds however fast one types', () => {
    expect(autosaveDelay(input({ lastStartedAt: now - 1_000, changedSince: now - 900 }))).toBe(AUTOSAVE_INTERVAL_MS - 1_000);
    expect(autosaveDelay(input({ lastStartedAt: now - 4_999, changedSince: now - 4_000 }))).toBe(1);
    expect(autosaveDelay(input({ lastStartedAt: now - 5_000, changedSince: now - 4_000 }))).toBe(0);
  });

  it('keeps the quiet pause after a long silence', () => {
    expect(autosaveDelay(input({ lastStartedAt: now - 60_000, changedSince: now }))).toBe(AUTOSAVE_QUIET_MS);
  });

  it('waits while a save is on its way, offline, or while the writer must answer first', () => {
    expect(autosaveDelay(input({ saving: true }))).toBeNull();
    expect(autosaveDelay(input({ online: false }))).toBeNull();
    expect(autosaveDelay(input({ blocked: true }))).toBeNull();
  });

  it('says what state the text is in', () => {
    const base = { isNew: false, changed: false, saving: false, online: true, conflict: false, failed: false };
    expect(saveState(base)).toBe('saved');
    expect(saveState({ ...base, changed: true })).toBe('unsaved');
    expect(saveState({ ...base, changed: true, saving: true })).toBe('saving');
    expect(saveState({ ...base, changed: true, online: false })).toBe('offline');
    expect(saveState({ ...base, online: false })).toBe('saved');
    expect(saveState({ ...base, changed: true, failed: true })).toBe('failed');
    expect(saveState({ ...base, changed: true, conflict: true, saving: true })).toBe('conflict');
    expect(saveState({ ...base, isNew: true })).toBe('new');
    expect(saveState({ ...base, isNew: true, changed: true })).toBe('unsaved');
  });

  it('says a new record that only an explicit save creates is new until it is saved', () => {
    const base = { isNew: true, waitsForSave: true, changed: true, saving: false, online: true, conflict: false, failed: false };
    expect(saveState(base)).toBe('new');
    expect(saveState({ ...base, changed: false })).toBe('new');
    expect(saveState({ ...base, online: false })).toBe('offline');
    expect(saveState({ ...base, failed: true })).toBe('failed');
    // A refused first save of an untouched form says so rather than "new".
    expect(saveState({ ...base, changed: false, failed: true })).toBe('failed');
    expect(saveState({ ...base, isNew: false })).toBe('unsaved');
  });
});
