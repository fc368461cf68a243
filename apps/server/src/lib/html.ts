import sanitizeHtml from 'sanitize-html';

/**
 * Server-written HTML (news bodies, notifications, Dhamma transcripts) is sanitised once, when it is
 * stored: formatting, headings, lists, quotes, links and images stay; scripts, styles, event handlers
 * and javascript: URLs do not.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'hr',
    'span',
    'small',
    'sup',
    'sub',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    // Embedded talks and videos from the news desk's editor.
    'audio',
    'video',
    'source',
    'iframe',
  ],
  allowedAttributes: {
    audio: ['src', 'controls', 'preload'],
    video: ['src', 'controls', 'preload', 'poster', 'width', 'height'],
    source: ['src', 'type'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'loading'],
    figure: ['data-type'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    span: ['lang'],
    p: ['lang'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Video players from these hosts only; any other frame is dropped.
  allowedIframeHostnames: ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target === '_blank' ? { rel: 'noopener noreferrer' } : {}) },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    audio: (tagName, attribs) => ({ tagName, attribs: { ...attribs, controls: '', preload: 'none' } }),
    video: (tagName, attribs) => ({ tagName, attribs: { ...attribs, controls: '', preload: 'none' } }),
  },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options);

/** Plain text of an HTML fragment, for previews and excerpts. */
export function htmlToText(html: string, maxLength?: number): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (!maxLength || text.length <= maxLength) return text;
  return `${text.slice(0, maxLength - 1).trimEnd()}…`;
}
