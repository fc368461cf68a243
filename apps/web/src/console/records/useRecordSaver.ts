import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessError } from '../../lib/api/errors';
import { StaffRespCode } from '@mahasi/contract/constants/staff';
import { isCode } from '../lib/failure';
import { recordFieldErrors, type RecordFieldErrors } from '../lib/recordErrors';

import type { RecordConflict } from './ConflictNotice';

export type { RecordConflict } from './ConflictNotice';

/** Autosave waits this long after the last change (and at least this long between saves). */
export const AUTOSAVE_DELAY_MS = 5000;

/** A form's content as one comparable value. */
const key = (draft: object) => JSON.stringify(draft);

interface Versioned {
  id: number;
  version: number;
}

/**
 * A catalogue record's form and its saving, as the news desk saves posts: explicit saves, autosave
 * (5 s after a change, only of a record that exists, never while a question or a refusal waits),
 * every save naming the version it was made from, and an edit conflict (0108) stopping the form
 * with who saved and when, overwriting nothing. The first save of a new record creates it.
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
  delay = AUTOSAVE_DELAY_MS,
  fieldErrors,
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
  hold?: boolean;
  editable: (record: R | null) => boolean;
  onCreated: (record: R) => void;
  /** How long autosave waits after the last change (the catalogue's forms save sooner). */
  delay?: number;
  /** A kind's own reading of a refusal's field errors (its rules' words); the records' reading otherwise. */
  fieldErrors?: (error: unknown) => RecordFieldErrors | null;
}) {
  const { t } = useTranslation(ns);
  const [start] = useState<D>(() => (initial ? draftOf(initial) : empty()));
  const [draft, setDraft] = useState<D>(start);
  const [saved, setSaved] = useState<D>(start);
  const [record, setRecord] = useState<R | null>(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [conflict, setConflict] = useState<RecordConflict | null>(null);
  const [errors, setErrors] = useState<RecordFieldErrors>({});
  const changed = useMemo(() => key(draft) !== key(saved), [draft, saved]);

  const latest = useRef({ draft, saved, record, onCreated, fieldErrors });
  useLayoutEffect(() => {
    latest.current = { draft, saved, record, onCreated, fieldErrors };
  });
  const inflight = useRef<Promise<unknown> | null>(null);

  /** Changes fields of the form; a function reads the form as it is by then (uploads that finish together). */
  const update = useCallback((change: Partial<D> | ((current: D) => Partial<D>)) => {
    let patch: Partial<D> = typeof change === 'function' ? {} : change;
    setDraft((current) => {
      if (typeof change === 'function') patch = change(current);
      return { ...current, ...patch };
    });
    setFailed(false);
    setErrors((current) => {
      const names = Object.keys(patch).filter((name) => current[name]);
      if (!names.length) return current;
      const next = { ...current };
      for (const name of names) delete next[name];
      return next;
    });
  }, []);

  const refused = useCallback(
    (error: unknown) => {
      if (isCode(error, StaffRespCode.EDIT_CONFLICT)) {
        const data = (error as BusinessError).data as { conflict?: RecordConflict } | null;
        setConflict(data?.conflict ?? { version: 0, by: null, at: new Date().toISOString() });
        return;
      }
      const own = latest.current.fieldErrors;
      const named = own ? own(error) : recordFieldErrors(error, t, ns, fields);
      if (named) setErrors(named);
    },
    [t, ns, fields],
  );

  /** Saves the form as it is now; the record as saved (or as it was when nothing changed). An autosave resolves null on failure. */
  const save = useCallback(
    async (autosave: boolean): Promise<R | null> => {
      while (inflight.current) await inflight.current.catch(() => undefined);
      const { draft: content, saved: before, record: current } = latest.current;
      if (current && key(content) === key(before)) return current;
      setSaving(true);
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
        setFailed(true);
        if (!autosave) throw error;
        return null;
      } finally {
        inflight.current = null;
        setSaving(false);
      }
    },
    [create, saveRecord, refused],
  );

  /** A state change (publish, bin…) from the version saved just before it. */
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

  /** A field's own spelling of what it was given (a rich text's normalised HTML): not a change to save. */
  const settle = useCallback((patch: Partial<D>) => {
    latest.current = { ...latest.current, draft: { ...latest.current.draft, ...patch }, saved: { ...latest.current.saved, ...patch } };
    setDraft((current) => ({ ...current, ...patch }));
    setSaved((current) => ({ ...current, ...patch }));
  }, []);

  const blocked = hold || record === null || !editable(record) || conflict !== null || failed;
  useEffect(() => {
    if (!changed || saving || blocked) return;
    const timer = window.setTimeout(() => void save(true), delay);
    return () => window.clearTimeout(timer);
  }, [draft, changed, saving, blocked, save, delay]);

  return { draft, record, update, settle, save, act, replace, changed, saving, conflict, errors, setErrors, failed };
}
