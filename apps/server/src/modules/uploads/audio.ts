import { parseFile, type IAudioMetadata } from 'music-metadata';
import type { AudioFormat } from '@mahasi/contract/uploads';
import { ValidationError } from '../../lib/validation.js';
import type { AudioUploadMeta } from './schema.js';

/** What an audio file is, as its upload keeps it. */
export type AudioFacts = AudioUploadMeta;

export const notAudio = () =>
  new ValidationError([{ field: 'file', message: 'Must be an audio file (MP3, M4A, Ogg, Opus, FLAC, WAV or WebM) that plays' }]);

/** What a parsed file is, among the formats kept; undefined when it is none of them. */
function formatOf(meta: IAudioMetadata['format']): { format: AudioFormat; contentType: string } | undefined {
  const container = meta.container ?? '';
  const codec = meta.codec ?? '';
  if (meta.hasVideo) return undefined;
  if (container === 'MPEG' && /layer 3/i.test(codec)) return { format: 'mp3', contentType: 'audio/mpeg' };
  if (/^(m4a|m4b|mp4|mp41|mp42|isom|iso\d|dash)\b/i.test(container)) return { format: 'm4a', contentType: 'audio/mp4' };
  if (container === 'Ogg')
    return /opus/i.test(codec) ? { format: 'opus', contentType: 'audio/ogg' } : { format: 'ogg', contentType: 'audio/ogg' };
  if (container === 'FLAC') return { format: 'flac', contentType: 'audio/flac' };
  if (container === 'WAVE') return { format: 'wav', contentType: 'audio/wav' };
  if (/webm/i.test(container)) return { format: 'webm', contentType: 'audio/webm' };
  return undefined;
}

/**
 * Reads what a file is from its content (music-metadata; the name and the type the browser gave
 * are never asked): the format, duration and bitrate, or a 422 on `file` when it is not audio
 * that the site's players play. The file is read from disk as the parser needs it, never whole in
 * memory; the duration comes from the headers when they carry it, else from reading the frames.
 */
export async function readAudioFacts(filePath: string, bytes: number): Promise<AudioFacts> {
  let meta: IAudioMetadata;
  try {
    meta = await parseFile(filePath, { skipCovers: true });
    if (!meta.format.duration) meta = await parseFile(filePath, { skipCovers: true, duration: true });
  } catch {
    throw notAudio();
  }
  const kind = formatOf(meta.format);
  const duration = meta.format.duration ?? 0;
  if (!kind || meta.format.hasAudio === false || !(duration > 0)) throw notAudio();
  return {
    ...kind,
    durationSeconds: Math.max(1, Math.round(duration)),
    bitrate: Math.round(meta.format.bitrate ?? (bytes * 8) / duration),
    sampleRate: meta.format.sampleRate ?? null,
    channels: meta.format.numberOfChannels ?? null,
    codec: meta.format.codec ?? '',
  };
}
