import type { SaveState } from './SaveIndicator';

/**
 * When a record's editor saves by itself, paced (`useRecordSaver`'s `pace: 'paced'`): at most one
 * save every AUTOSAVE_INTERVAL_MS, only when something changed, never while a save is on its way,
 * offline, or after a refusal that needs the writer (an edit conflict, a Zawgyi question not yet
 * answered, a failed save not changed since). Pure, so that the rule can be tested without timers.
 * A settled autosave waits AUTOSAVE_INTERVAL_MS after the last change instead.
 */
export const AUTOSAVE_INTERVAL_MS = 5_000;
/** A pause after the first change of a burst, so that a post is not created on its first keystroke. */
export const AUTOSAVE_QUIET_MS = 1_500;

export interface AutosaveInput {
  /** The content differs from what was last saved. */
  changed: boolean;
  saving: boolean;
  online: boolean;
  /** Something needs the writer first (a conflict, a question, a failure, a read-only post). */
  blocked: boolean;
  /** When the last save started (ms), null before the first. */
  lastStartedAt: number | null;
  /** When the first change not yet saved was made (ms). */
  changedSince: number | null;
  now: number;
}

/** Milliseconds until the next autosave, or null when none is due. */
export function autosaveDelay(input: AutosaveInput): number | null {
  if (!input.changed || input.saving || !input.online || input.blocked) return null;
  const notBefore = Math.max(
    input.lastStartedAt === null ? -Infinity : input.lastStartedAt + AUTOSAVE_INTERVAL_MS,
    (input.changedSince ?? input.now) + AUTOSAVE_QUIET_MS,
  );
  return Math.max(0, notBefore - input.now);
}

/** What the editor's save indicator says. */
export function saveState(input: {
  /** Not created yet (nothing written, or not saved yet). */
  isNew: boolean;
  /** Only an explicit save creates a new record (no autosave of it): it says `new` until then. */
  waitsForSave?: boolean;
  changed: boolean;
  saving: boolean;
  online: boolean;
  conflict: boolean;
  failed: boolean;
}): SaveState {
  if (input.conflict) return 'conflict';
  if (input.saving) return 'saving';
  if (!input.changed) return input.isNew ? (input.failed ? 'failed' : 'new') : 'saved';
  if (!input.online) return 'offline';
  if (input.failed) return 'failed';
  return input.isNew && input.waitsForSave ? 'new' : 'unsaved';
}
