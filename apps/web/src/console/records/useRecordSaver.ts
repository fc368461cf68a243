import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BusinessError } from '../../lib/api/errors';
import { StaffRespCode } from '@mahasi/contract/constants/staff';
import { isCode } from '../lib/failure';
import { recordFieldErrors, type RecordFieldErrors } from '../lib/recordErrors';
import { AUTOSAVE_INTERVAL_MS, autosaveDelay, saveState } from './autosave';

import type { RecordConflict } from './ConflictNotice';

export type { RecordConflict } from './ConflictNotice';

/** A form's content as one comparable value (unless the kind says what counts). */
const jsonKey = (draft: object) => JSON.stringify(draft);

interface Versioned {
  id: number;
  version: number;
}

/**
 * How autosave is paced:
 * - `settled`: AUTOSAVE_INTERVAL_MS after the last change (a record's fields, saved once typing stops);
 * - `paced`: a moment after the first change, then at most once every AUTOSAVE_INTERVAL_MS however
 *   fast one types (a post's text, saved as it is written; see `autosaveDelay`).
 */
export type AutosavePace = 'settled' | 'paced';

/**
 * A 422's messages by the form's fields (null for any other failure). The records' reading
 * (`recordFieldErrors`) uses all four; a kind with its own rules' words may read only the error
 * (the catalogue's `(error) => catalogueFieldErrors(error, t, fields)`).
 */
export type FieldErrorsOf = (error: unknown, t: TFunction, ns: string, fields: readonly string[]) => RecordFieldErrors | null;

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser thinks it is online. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * A record's form and its saving, for every kind (talks, e-books, news…): explicit saves, autosave
 * (only when something changed, never while a question or a refusal waits), every save naming the
 * version it was made from (the reply's version is the next one's), and an edit conflict (0108)
 * stopping the form with who saved and when, overwriting nothing; a failed save stops autosave until
 * the form changes. A state change (`act`) saves first and then runs from the version saved; its
 * conflict stops the form the same way. The first save of a new record creates it.
 *
 * What differs by kind is said by options: `pace` (see `AutosavePace`) and `delay` (a settled
 * autosave's wait), `offline: 'wait'` (autosave waits while the browser is offline, says so in
 * `state`, and a save that failed is tried again when it is back online), `autosaveNew` (autosave may
 * create a new record once this says it has content; otherwise only an explicit save creates it, and
 * `state` says `new` until then), `keyOf` (what counts as a change) and `fieldErrors`.
 */
export function useRecordSaver<R extends Versioned, D extends object>({
  initial,
  draftOf,
  empty,
  create,
  save: saveRecord,
  ns,
  fields,
  hold = false,
  editable,
  onCreated,
  pace = 'settled',
  delay = AUTOSAVE_INTERVAL_MS,
  offline = 'try',
  autosaveNew,
  keyOf = jsonKey,
  fieldErrors = recordFieldErrors,
}: {
  initial: R | null;
  draftOf: (record: R) => D;
  empty: () => D;
  create: (draft: D) => Promise<R>;
  save: (id: number, draft: D, version: number, autosave: boolean) => Promise<R>;
  /** The translation namespace of the form's labels (`${ns}:fields.*`). */
  ns: string;
  /** The fields the form shows (a 422 on any other is said at the top). */
  fields: readonly string[];
  /** Autosave waits (a question to the writer is open, a file is uploading). */
  hold?: boolean;
  /** Whether the writer may change the record as it is now (its status and their role); null before it is created. */
  editable: (record: R | null) => boolean;
  onCreated: (record: R) => void;
  pace?: AutosavePace;
  /** How long a settled autosave waits after the last change (the catalogue's forms save sooner). */
  delay?: number;
  /** `wait`: no autosave while offline, and a failed save is tried again once online; `try`: saves as if online. */
  offline?: 'wait' | 'try';
  /** Whether autosave may create the record from this draft (not given: only an explicit save creates it). */
  autosaveNew?: (draft: D) => boolean;
  /** The draft as one comparable value: two drafts with the same key hold the same content. */
  keyOf?: (draft: D) => string;
  /** A refusal's field errors in the form's words (read when a save is refused: need not be stable). */
  fieldErrors?: FieldErrorsOf;
}) {
  const { t } = useTranslation(ns);
  const browserOnline = useOnline();
  const online = offline === 'try' || browserOnline;
  const [start] = useState<D>(() => (initial ? draftOf(initial) : empty()));
  const [draft, setDraft] = useState<D>(start);
  const [saved, setSaved] = useState<D>(start);
  const [record, setRecord] = useState<R | null>(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [conflict, setConflict] = useState<RecordConflict | null>(null);
  const [errors, setErrors] = useState<RecordFieldErrors>({});
  const [lastStartedAt, setLastStartedAt] = useState<number | null>(null);
  const [changedSince, setChangedSince] = useState<number | null>(null);
  const changed = useMemo(() => keyOf(draft) !== keyOf(saved), [keyOf, draft, saved]);

  // What a save reads when it runs (the newest, not the render's it was scheduled from).
  const latest = useRef({ draft, saved, record, onCreated, keyOf, fieldErrors });
  useLayoutEffect(() => {
    latest.current = { draft, saved, record, onCreated, keyOf, fieldErrors };
  });
  const inflight = useRef<Promise<unknown> | null>(null);

  /**
   * A change by the writer (clears that field's error and a failed save's hold); a function reads the
   * form as it is by then (photos whose uploads finish together each add theirs).
   */
  const update = useCallback((change: Partial<D> | ((current: D) => Partial<D>)) => {
    let patch: Partial<D> = typeof change === 'function' ? {} : change;
    setDraft((current) => {
      if (typeof change === 'function') patch = change(current);
      return { ...current, ...patch };
    });
    setChangedSince((since) => since ?? Date.now());
    setFailed(false);
    setErrors((current) => {
      const names = Object.keys(patch).filter((name) => current[name]);
      if (!names.length) return current;
      const next = { ...current };
      for (const name of names) delete next[name];
      return next;
    });
  }, []);

  /** An editor's own spelling of a value it was given (a rich text's HTML): the same content, not a change. */
  const normalise = useCallback(
    <K extends keyof D>(field: K, value: D[K]) => {
      const before = start[field];
      if (value === before) return;
      setDraft((current) => (current[field] === before ? { ...current, [field]: value } : current));
      setSaved((current) => (current[field] === before ? { ...current, [field]: value } : current));
    },
    [start],
  );

  /**
   * A field's own spelling of what it was just given, at any time (the catalogue's rich texts, given
   * a new value after a restore or their version was loaded too): taken as saved, so neither a change
   * nor a save. `normalise` is the careful form for a value the form started with.
   */
  const settle = useCallback((patch: Partial<D>) => {
    latest.current = {
      ...latest.current,
      draft: { ...latest.current.draft, ...patch },
      saved: { ...latest.current.saved, ...patch },
    };
    setDraft((current) => ({ ...current, ...patch }));
    setSaved((current) => ({ ...current, ...patch }));
  }, []);

  /** A refusal: an edit conflict stops the form; a 422 marks its fields. */
  const refused = useCallback(
    (error: unknown) => {
      if (isCode(error, StaffRespCode.EDIT_CONFLICT)) {
        const data = (error as BusinessError).data as { conflict?: RecordConflict } | null;
        setConflict(data?.conflict ?? { version: 0, by: null, at: new Date().toISOString() });
        return;
      }
      const found = latest.current.fieldErrors(error, t, ns, fields);
      if (found) setErrors(found);
    },
    [t, ns, fields],
  );

  /**
   * Saves the form as it is now (waiting for a save on its way first). Resolves with the record as
   * saved, or as it was when nothing changed; an explicit save rejects on failure, an autosave
   * resolves null (the saver's state says what happened).
   */
  const save = useCallback(
    async (autosave: boolean): Promise<R | null> => {
      while (inflight.current) await inflight.current.catch(() => undefined);
      const { draft: content, saved: before, record: current, keyOf: keyNow } = latest.current;
      if (current && keyNow(content) === keyNow(before)) return current;
      setSaving(true);
      setLastStartedAt(Date.now());
      setChangedSince(null);
      const request = current ? saveRecord(current.id, content, current.version, autosave) : create(content);
      inflight.current = request;
      try {
        const result = await request;
        latest.current = { ...latest.current, saved: content, record: result };
        setRecord(result);
        setSaved(content);
        setFailed(false);
        setErrors({});
        if (!current) latest.current.onCreated(result);
        return result;
      } catch (error) {
        refused(error);
        // A conflict holds the form by itself; any other failure holds autosave until a change.
        if (!isCode(error, StaffRespCode.EDIT_CONFLICT)) setFailed(true);
        if (!autosave) throw error;
        return null;
      } finally {
        inflight.current = null;
        setSaving(false);
      }
    },
    [create, saveRecord, refused],
  );

  /** A state change (publish, send for review, bin…) from the version saved just before it; the record as it is then. */
  const act = useCallback(
    async (run: (record: R) => Promise<R>): Promise<R> => {
      const current = await save(false);
      if (!current) throw new Error('Nothing to act on: the record is not saved.');
      try {
        const result = await run(current);
        latest.current = { ...latest.current, record: result };
        setRecord(result);
        return result;
      } catch (error) {
        refused(error);
        throw error;
      }
    },
    [save, refused],
  );

  /** The server's newest copy replaces the form (after a conflict: "Load their version"). */
  const replace = useCallback(
    (fresh: R) => {
      const content = draftOf(fresh);
      latest.current = { ...latest.current, draft: content, saved: content, record: fresh };
      setRecord(fresh);
      setDraft(content);
      setSaved(content);
      setConflict(null);
      setFailed(false);
      setErrors({});
    },
    [draftOf],
  );

  // Online again: a save that failed on the way out is tried again.
  useEffect(() => {
    if (offline !== 'wait') return;
    const retry = () => setFailed(false);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline]);

  const blocked = hold || !editable(record) || conflict !== null || failed || (record === null && !(autosaveNew?.(draft) ?? false));
  useEffect(() => {
    const wait =
      pace === 'paced'
        ? autosaveDelay({ changed, saving, online, blocked, lastStartedAt, changedSince, now: Date.now() })
        : changed && !saving && online && !blocked
          ? delay
          : null;
    if (wait === null) return;
    const timer = window.setTimeout(() => void save(true), wait);
    return () => window.clearTimeout(timer);
    // `draft`: a settled autosave counts from the last change.
  }, [pace, delay, draft, changed, saving, online, blocked, lastStartedAt, changedSince, save]);

  return {
    draft,
    record,
    update,
    normalise,
    settle,
    save,
    act,
    replace,
    changed,
    saving,
    conflict,
    errors,
    setErrors,
    failed,
    state: saveState({
      isNew: record === null,
      waitsForSave: autosaveNew === undefined,
      changed,
      saving,
      online,
      conflict: conflict !== null,
      failed,
    }),
  };
}

export type RecordSaver<R extends Versioned, D extends object> = ReturnType<typeof useRecordSaver<R, D>>;
