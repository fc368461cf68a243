import { describe, expect, it } from 'vitest';
import { embedFromUrl } from './embeds';

describe('the embed of a link', () => {
  it('plays YouTube links of every shape from youtube-nocookie', () => {
    const player = { kind: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(embedFromUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(player);
    expect(embedFromUrl('https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL123')).toEqual(player);
    expect(embedFromUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(player);
    expect(embedFromUrl('https://youtu.be/dQw4w9WgXcQ')).toEqual(player);
    expect(embedFromUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(player);
    expect(embedFromUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(player);
    expect(embedFromUrl('  https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ  ')).toEqual(player);
  });

  it('keeps a YouTube start time', () => {
    expect(embedFromUrl('https://youtu.be/dQw4w9WgXcQ?t=90')?.src).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90');
    expect(embedFromUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    );
  });

  it('plays Vimeo links from the Vimeo player', () => {
    const player = { kind: 'vimeo', src: 'https://player.vimeo.com/video/76979871' };
    expect(embedFromUrl('https://vimeo.com/76979871')).toEqual(player);
    expect(embedFromUrl('https://vimeo.com/channels/staffpicks/76979871')).toEqual(player);
    expect(embedFromUrl('https://player.vimeo.com/video/76979871')).toEqual(player);
  });

  it('plays audio and video files by the end of their path', () => {
    expect(embedFromUrl('https://cdn.example.org/talks/anapana.mp3')).toEqual({
      kind: 'audio',
      src: 'https://cdn.example.org/talks/anapana.mp3',
    });
    expect(embedFromUrl('https://cdn.example.org/a.M4A?sig=abc')).toEqual({ kind: 'audio', src: 'https://cdn.example.org/a.M4A?sig=abc' });
    expect(embedFromUrl('https://cdn.example.org/a.ogg')?.kind).toBe('audio');
    expect(embedFromUrl('https://cdn.example.org/retreat.mp4')).toEqual({ kind: 'video', src: 'https://cdn.example.org/retreat.mp4' });
    expect(embedFromUrl('https://cdn.example.org/retreat.webm')?.kind).toBe('video');
  });

  it('refuses what the site does not play', () => {
    expect(embedFromUrl('')).toBeNull();
    expect(embedFromUrl('not a link')).toBeNull();
    expect(embedFromUrl('javascript:alert(1)')).toBeNull();
    expect(embedFromUrl('ftp://cdn.example.org/a.mp3')).toBeNull();
    expect(embedFromUrl('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(embedFromUrl('https://www.youtube.com/channel/UC123')).toBeNull();
    expect(embedFromUrl('https://example.org/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(embedFromUrl('https://cdn.example.org/talk.mp3.html')).toBeNull();
    expect(embedFromUrl('https://cdn.example.org/retreat.mov')).toBeNull();
  });
});
