import { imageUrl } from '../lib/image';

/** Initials of a name: 'Daw Aye Aye' → 'DA'; Myanmar names give their first letter. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [...words[0]!].slice(0, 1) : [[...words[0]!][0], [...words.at(-1)!][0]];
  return letters.join('').toUpperCase();
}

/** The user's photo, or their initials when there is none. */
export function Avatar({
  name,
  src,
  size = 40,
  alt = '',
}: {
  name: string | null | undefined;
  src?: string | null;
  size?: number;
  alt?: string;
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  if (src) return <img src={src.startsWith('data:') ? src : imageUrl(src)} alt={alt} style={style} className="rounded-full object-cover" />;
  return (
    <span
      style={style}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className="inline-flex items-center justify-center rounded-full bg-saffron-200 font-semibold text-maroon-800 dark:bg-saffron-700 dark:text-sand-50"
    >
      {initials(name)}
    </span>
  );
}
