import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../ui';
import { formatDuration } from './format';

const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
const SKIP_SECONDS = 15;

function readPosition(key: string): number {
  try {
    const value = Number(localStorage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

function writePosition(key: string, seconds: number | null): void {
  try {
    if (seconds === null) localStorage.removeItem(key);
    else localStorage.setItem(key, String(Math.floor(seconds)));
  } catch {
    /* storage unavailable: the position is simply not remembered */
  }
}

/**
 * An audio player (play/pause, seek, skip, speed) that remembers where the listener stopped, per
 * `storageKey`, in localStorage. `onStarted` is called the first time each source really starts
 * playing on this page (not again after a pause or a seek).
 */
export function AudioPlayer({
  src,
  type,
  title,
  storageKey,
  knownDuration = 0,
  onStarted,
}: {
  src: string;
  type?: string;
  title: string;
  storageKey: string;
  knownDuration?: number;
  onStarted?: () => void;
}) {
  const { t } = useTranslation('content');
  const audio = useRef<HTMLAudioElement>(null);
  const seekId = useId();
  const speedId = useId();
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(() => readPosition(storageKey));
  const [duration, setDuration] = useState(knownDuration);
  const [speed, setSpeed] = useState(1);
  const [failed, setFailed] = useState(false);
  /** The source whose start was reported. */
  const started = useRef<string | null>(null);

  // A new episode: start where it was left.
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const saved = readPosition(storageKey);
    setTime(saved);
    const restore = () => {
      if (saved > 0 && saved < (element.duration || Infinity) - 1) element.currentTime = saved;
    };
    if (element.readyState >= 1) restore();
    else element.addEventListener('loadedmetadata', restore, { once: true });
    return () => element.removeEventListener('loadedmetadata', restore);
  }, [storageKey, src]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setFailed(true));
    else element.pause();
  };
  const seek = (seconds: number) => {
    const element = audio.current;
    if (!element) return;
    const limit = element.duration || duration || seconds;
    element.currentTime = Math.min(Math.max(0, seconds), limit);
    setTime(element.currentTime);
  };

  return (
    <div className={`${ui.card} p-4 sm:p-5`} role="group" aria-label={t('player.label', { title })}>
      <audio
        ref={audio}
        // Nothing fetched before the listener presses play: the page's first screen keeps the line.
        preload="none"
        onPlay={() => setPlaying(true)}
        onPlaying={() => {
          if (started.current === src) return;
          started.current = src;
          onStarted?.();
        }}
        onPause={() => {
          setPlaying(false);
          if (audio.current) writePosition(storageKey, audio.current.currentTime);
        }}
        onTimeUpdate={(event) => {
          const current = event.currentTarget.currentTime;
          setTime(current);
          if (Math.floor(current) % 5 === 0) writePosition(storageKey, current);
        }}
        onLoadedMetadata={(event) => {
          if (Number.isFinite(event.currentTarget.duration)) setDuration(event.currentTarget.duration);
          event.currentTarget.playbackRate = speed;
        }}
        onEnded={() => writePosition(storageKey, null)}
        onError={() => setFailed(true)}
      >
        <source src={src} type={type} />
      </audio>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={ui.buttonPrimary} onClick={toggle} aria-pressed={playing}>
          {playing ? t('player.pause') : t('player.play')}
        </button>
        <button
          type="button"
          className={ui.buttonSecondary}
          onClick={() => seek(time - SKIP_SECONDS)}
          title={t('player.back', { seconds: SKIP_SECONDS })}
        >
          {/* The name starts with what the button shows, so that it can be spoken as seen (WCAG 2.5.3). */}−{SKIP_SECONDS}s
          <span className="sr-only"> ({t('player.back', { seconds: SKIP_SECONDS })})</span>
        </button>
        <button
          type="button"
          className={ui.buttonSecondary}
          onClick={() => seek(time + SKIP_SECONDS)}
          title={t('player.forward', { seconds: SKIP_SECONDS })}
        >
          +{SKIP_SECONDS}s<span className="sr-only"> ({t('player.forward', { seconds: SKIP_SECONDS })})</span>
        </button>
        <label htmlFor={speedId} className="ml-auto text-sm text-stone-700 dark:text-stone-300">
          {t('player.speed')}
        </label>
        <select
          id={speedId}
          value={speed}
          onChange={(event) => {
            const value = Number(event.target.value);
            setSpeed(value);
            if (audio.current) audio.current.playbackRate = value;
          }}
          className="rounded-lg border border-sand-200 bg-white px-2 py-1.5 text-sm dark:border-night-700 dark:bg-night-800 dark:text-sand-100"
        >
          {SPEEDS.map((value) => (
            <option key={value} value={value}>
              {value}×
            </option>
          ))}
        </select>
      </div>
      <div className="mt-4 flex items-center gap-3 text-sm text-stone-700 tabular-nums dark:text-stone-300">
        <span aria-hidden="true">{formatDuration(time)}</span>
        <label htmlFor={seekId} className="sr-only">
          {t('player.seek')}
        </label>
        <input
          id={seekId}
          type="range"
          min={0}
          max={Math.max(1, Math.floor(duration))}
          step={1}
          value={Math.min(Math.floor(time), Math.max(1, Math.floor(duration)))}
          aria-valuetext={`${formatDuration(time)} / ${formatDuration(duration)}`}
          onChange={(event) => seek(Number(event.target.value))}
          className="h-2 flex-1 cursor-pointer accent-maroon-700 dark:accent-saffron-400"
        />
        <span aria-hidden="true">{formatDuration(duration)}</span>
      </div>
      {failed && (
        <p role="alert" className={ui.error}>
          {t('player.failed')}
        </p>
      )}
    </div>
  );
}
