import { useEffect, useRef } from 'react';

/**
 * A video element playing an HLS stream: Safari's native HLS when present, else hls.js, loaded
 * only here (the /live chunk). `onOffline` when the stream fails for good.
 */
export function HlsVideo({ src, poster, title, onOffline }: { src: string; poster?: string; title: string; onOffline: () => void }) {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let destroyed = false;
    let destroy: () => void = () => {};
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = src;
      const fail = () => onOffline();
      element.addEventListener('error', fail);
      destroy = () => element.removeEventListener('error', fail);
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (destroyed) return;
        if (!Hls.isSupported()) {
          onOffline();
          return;
        }
        const hls = new Hls({ lowLatencyMode: false });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) onOffline();
        });
        hls.loadSource(src);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      }, onOffline);
    }
    return () => {
      destroyed = true;
      destroy();
    };
  }, [src, onOffline]);

  return <video ref={video} controls playsInline poster={poster} aria-label={title} className="aspect-video w-full rounded-2xl bg-black" />;
}
