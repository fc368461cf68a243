import { describe, expect, it } from 'vitest';
import { canRetry, uploadReducer, type UploadState } from './useResumableUpload';

const run = (...events: Parameters<typeof uploadReducer>[1][]) =>
  events.reduce<UploadState>((state, event) => uploadReducer(state, event), { phase: 'idle' });

describe('an upload’s states', () => {
  it('goes from sending through paused back to sending, keeping the bytes sent', () => {
    expect(run({ type: 'start', name: 'talk.mp3', total: 1000 }, { type: 'progress', sent: 400, total: 1000 }, { type: 'pause' })).toEqual({
      phase: 'paused',
      name: 'talk.mp3',
      sent: 400,
      total: 1000,
    });
    expect(
      run(
        { type: 'start', name: 'talk.mp3', total: 1000 },
        { type: 'progress', sent: 400, total: 1000 },
        { type: 'pause' },
        { type: 'resume' },
      ),
    ).toMatchObject({ phase: 'sending', sent: 400 });
  });

  it('says when the connection dropped and comes back to sending on the next progress', () => {
    const dropped = run({ type: 'start', name: 'a.mp3', total: 10 }, { type: 'progress', sent: 3, total: 10 }, { type: 'reconnecting' });
    expect(dropped.phase).toBe('reconnecting');
    expect(uploadReducer(dropped, { type: 'progress', sent: 5, total: 10 })).toMatchObject({ phase: 'sending', sent: 5 });
  });

  it('is checked once every byte is there, and a failure keeps where it stopped for a retry', () => {
    expect(run({ type: 'start', name: 'b.pdf', total: 10 }, { type: 'progress', sent: 10, total: 10 }, { type: 'checking' })).toEqual({
      phase: 'checking',
      name: 'b.pdf',
      total: 10,
    });
    const failed = run(
      { type: 'start', name: 'a.mp3', total: 10 },
      { type: 'progress', sent: 6, total: 10 },
      { type: 'failed', problem: 'network' },
    );
    expect(failed).toMatchObject({ phase: 'failed', problem: 'network', sent: 6 });
    expect(uploadReducer(failed, { type: 'resume' })).toMatchObject({ phase: 'sending', sent: 6 });
    expect(uploadReducer(failed, { type: 'reset' })).toEqual({ phase: 'idle' });
  });

  it('offers a retry for a lost connection or session, not for a refused file', () => {
    expect(['network', 'session', 'failed'].every((p) => canRetry(p as never))).toBe(true);
    expect(['type', 'size', 'empty', 'encrypted', 'forbidden'].some((p) => canRetry(p as never))).toBe(false);
  });
});
