/**
 * What a link pasted into the body's "audio or video" button becomes: a YouTube or Vimeo player
 * (an iframe from the hosts the server keeps, apps/server/src/lib/html.ts), or a player of the file
 * itself. Anything else is refused here rather than dropped silently by the server.
 */
export type Embed = { kind: 'youtube' | 'vimeo'; src: string } | { kind: 'audio'; src: string } | { kind: 'video'; src: string };

const YOUTUBE_ID = /^[\w-]{11}$/;
const AUDIO_FILE = /\.(mp3|m4a|ogg)$/i;
const VIDEO_FILE = /\.(mp4|webm)$/i;

/** YouTube's start time: `t=90`, `t=1m30s` or `start=90` → seconds. */
function startSeconds(value: string | null): number {
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'vimeo.com') return parts.find((part) => /^\d+$/.test(part)) ?? null;
  if (host === 'player.vimeo.com' && parts[0] === 'video' && /^\d+$/.test(parts[1] ?? '')) return parts[1]!;
  return null;
}

/** The embed of a link, or null when it is none of the kinds the site plays. */
export function embedFromUrl(text: string): Embed | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;

  const youtube = youtubeId(url);
  if (youtube) {
    const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
    return { kind: 'youtube', src: `https://www.youtube-nocookie.com/embed/${youtube}${start ? `?start=${start}` : ''}` };
  }
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}` };

  // A file is known by the end of its path (a query string may follow: signed links).
  if (AUDIO_FILE.test(url.pathname)) return { kind: 'audio', src: url.href };
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'video', src: url.href };
  return null;
}
