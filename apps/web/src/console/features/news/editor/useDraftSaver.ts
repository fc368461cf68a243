import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessError } from '../../../../lib/api/errors';
import { StaffRespCode } from '@mahasi/contract/constants/staff';
import { isCode } from '../../../lib/failure';
import { newsDeskApi } from '../api';
import { contentKey, draftOf, emptyDraft, hasContent, type Draft } from '../content';
import type { DeskPost, EditConflict } from '@mahasi/contract/staff-news';
import { deskFieldErrors, type FieldErrors } from '../../../lib/fieldErrors';
import { autosaveDelay, saveState } from './autosave';

/** The fields the editor shows; a 422 on any other is said at the top of the form. */
export const editorFields = [
  'titleEn',
  'titleMm',
  'summaryEn',
  'summaryMm',
  'bodyEn',
  'bodyMm',
  'author',
  'categoryIds',
  'tagList',
  'coverUploadId',
  'coverAltEn',
  'coverAltMm',
] as const;

export type Conflict = EditConflict['conflict'];

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser thinks it is online (saves wait for it). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * A post's content as the writer edits it, and its saving: autosave (at most every 5 s, only when
 * something changed, never offline), explicit saves, and the refusals that stop autosaving until
 * the writer acts (an edit conflict, a failed save). The first save of a new post creates it.
 * Every save names the version it was made from; the reply's version is the next one's.
 */
export function useDraftSaver({
  initial,
  author,
  hold,
  editable,
  onCreated,
}: {
  initial: DeskPost | null;
  /** The byline of a new post (the staff member's name). */
  author: string;
  /** Autosave waits (a question to the writer is open). */
  hold: boolean;
  /** Whether the writer may change the post as it is now (its status and their role). */
  editable: (post: DeskPost | null) => boolean;
  onCreated: (post: DeskPost) => void;
}) {
  const { t } = useTranslation('consoleNews');
  const online = useOnline();
  const [start] = useState<Draft>(() => (initial ? draftOf(initial) : emptyDraft(author)));
  const [draft, setDraft] = useState<Draft>(start);
  const [saved, setSaved] = useState<Draft>(start);
  const [post, setPost] = useState<DeskPost | null>(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lastStartedAt, setLastStartedAt] = useState<number | null>(null);
  const [changedSince, setChangedSince] = useState<number | null>(null);

  const changed = useMemo(() => contentKey(draft) !== contentKey(saved), [draft, saved]);

  // What the save reads when it runs (the newest, not the render's it was scheduled from).
  const latest = useRef({ draft, saved, post, onCreated });
  useLayoutEffect(() => {
    latest.current = { draft, saved, post, onCreated };
  });
  const inflight = useRef<Promise<unknown> | null>(null);

  /** A change by the writer (clears that field's error and a failed save's hold). */
  const update = useCallback((patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setChangedSince((since) => since ?? Date.now());
    setFailed(false);
    setErrors((current) => {
      const keys = Object.keys(patch).filter((key) => current[key]);
      if (!keys.length) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  }, []);

  /** The editor's own spelling of a body it was given: the same content, not a change. */
  const normalise = useCallback(
    (field: 'bodyEn' | 'bodyMm', html: string) => {
      const before = start[field];
      if (html === before) return;
      setDraft((current) => (current[field] === before ? { ...current, [field]: html } : current));
      setSaved((current) => (current[field] === before ? { ...current, [field]: html } : current));
    },
    [start],
  );

  /**
   * Saves the content as it is now (waiting for a save on its way first). Resolves with the post
   * as saved, or as it was when nothing changed; an explicit save rejects on failure, an autosave
   * resolves null (its state says what happened).
   */
  const save = useCallback(
    async (autosave: boolean): Promise<DeskPost | null> => {
      while (inflight.current) await inflight.current.catch(() => undefined);
      const { draft: content, saved: before, post: current } = latest.current;
      if (current && contentKey(content) === contentKey(before)) return current;
      setSaving(true);
      setLastStartedAt(Date.now());
      setChangedSince(null);
      const request = current ? newsDeskApi.save(current.id, content, current.version, autosave) : newsDeskApi.create(content);
      inflight.current = request;
      try {
        const result = await request;
        latest.current = { ...latest.current, saved: content, post: result };
        setPost(result);
        setSaved(content);
        setFailed(false);
        setErrors({});
        if (!current) latest.current.onCreated(result);
        return result;
      } catch (error) {
        if (isCode(error, StaffRespCode.EDIT_CONFLICT)) {
          const data = (error as BusinessError).data as EditConflict | null;
          setConflict(data?.conflict ?? { version: 0, by: null, at: new Date().toISOString() });
        } else {
          const fieldErrors = deskFieldErrors(error, t, editorFields);
          if (fieldErrors) setErrors(fieldErrors);
          setFailed(true);
        }
        if (!autosave) throw error;
        return null;
      } finally {
        inflight.current = null;
        setSaving(false);
      }
    },
    [t],
  );

  /** A status change (send, publish, bin…) from the version saved just before it; the post as it is then. */
  const act = useCallback(
    async (run: (post: DeskPost) => Promise<DeskPost>): Promise<DeskPost> => {
      const current = await save(false);
      if (!current) throw new Error('Nothing to act on: the post is not saved.');
      try {
        const result = await run(current);
        latest.current = { ...latest.current, post: result };
        setPost(result);
        return result;
      } catch (error) {
        if (isCode(error, StaffRespCode.EDIT_CONFLICT))
          setConflict(((error as BusinessError).data as EditConflict | null)?.conflict ?? null);
        const fieldErrors = deskFieldErrors(error, t, editorFields);
        if (fieldErrors) setErrors(fieldErrors);
        throw error;
      }
    },
    [save, t],
  );

  // Online again: a save that failed on the way out is tried again.
  useEffect(() => {
    const retry = () => setFailed(false);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  const blocked = hold || !editable(post) || conflict !== null || failed || (post === null && !hasContent(draft, author));
  useEffect(() => {
    const delay = autosaveDelay({ changed, saving, online, blocked, lastStartedAt, changedSince, now: Date.now() });
    if (delay === null) return;
    const timer = window.setTimeout(() => void save(true), delay);
    return () => window.clearTimeout(timer);
  }, [changed, saving, online, blocked, lastStartedAt, changedSince, save]);

  return {
    draft,
    post,
    update,
    normalise,
    save,
    act,
    changed,
    saving,
    conflict,
    errors,
    setErrors,
    state: saveState({ isNew: post === null, changed, saving, online, conflict: conflict !== null, failed }),
  };
}

export type DraftSaver = ReturnType<typeof useDraftSaver>;
