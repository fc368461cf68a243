import { Node, mergeAttributes } from '@tiptap/react';

/**
 * The body's own blocks beside StarterKit's, written as the HTML the server keeps
 * (apps/server/src/lib/html.ts: figure, figcaption, img, iframe from the video hosts, audio, video;
 * no classes, no wrappers) and read back from it.
 *
 * In the editor each shows in a frame that selects it with a click and cannot be typed into
 * (players do not catch the click there); the preview plays them.
 */

/** A frame around a block in the editor (RichTextEditor styles `.desk-block`). */
function framed(inner: HTMLElement): { dom: HTMLElement } {
  const dom = document.createElement('div');
  dom.className = 'desk-block';
  dom.contentEditable = 'false';
  inner.style.pointerEvents = 'none';
  dom.append(inner);
  return { dom };
}

export interface FigureAttrs {
  src: string;
  alt: string;
  caption: string;
  width: number | null;
  height: number | null;
}

/** An image with its description (alt) and an optional caption: `<figure><img><figcaption>`. */
export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      src: { default: '' },
      alt: { default: '' },
      caption: { default: '' },
      width: { default: null },
      height: { default: null },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (element) => {
          const img = element.querySelector('img');
          if (!img?.getAttribute('src')) return false;
          const size = (name: string) => (Number(img.getAttribute(name)) > 0 ? Number(img.getAttribute(name)) : null);
          return {
            src: img.getAttribute('src'),
            alt: img.getAttribute('alt') ?? '',
            caption: element.querySelector('figcaption')?.textContent?.trim() ?? '',
            width: size('width'),
            height: size('height'),
          };
        },
      },
    ];
  },

  renderHTML({ node }) {
    const { src, alt, caption, width, height } = node.attrs as FigureAttrs;
    const img = ['img', { src, alt, ...(width ? { width } : {}), ...(height ? { height } : {}) }] as const;
    return caption ? ['figure', {}, img, ['figcaption', {}, caption]] : ['figure', {}, img];
  },

  addNodeView() {
    return ({ node }) => {
      const { src, alt, caption } = node.attrs as FigureAttrs;
      const figure = document.createElement('figure');
      const img = document.createElement('img');
      img.src = src;
      img.alt = alt;
      figure.append(img);
      if (caption) {
        const figcaption = document.createElement('figcaption');
        figcaption.textContent = caption;
        figure.append(figcaption);
      }
      return framed(figure);
    };
  },
});

/** A YouTube or Vimeo player: `<iframe src title>` from youtube-nocookie.com or player.vimeo.com. */
export const VideoFrame = Node.create({
  name: 'videoFrame',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return { src: { default: '' }, title: { default: '' } };
  },

  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => ({ src: element.getAttribute('src'), title: element.getAttribute('title') ?? '' }),
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return ['iframe', mergeAttributes(HTMLAttributes, { width: 560, height: 315, allowfullscreen: 'true', loading: 'lazy' })];
  },

  addNodeView() {
    return ({ node }) => {
      const frame = document.createElement('iframe');
      frame.src = node.attrs.src as string;
      frame.title = node.attrs.title as string;
      frame.loading = 'lazy';
      frame.tabIndex = -1;
      return framed(frame);
    };
  },
});

/** A player of a file: `<audio controls src>` or `<video controls src>`. */
function mediaNode(tag: 'audio' | 'video') {
  return Node.create({
    name: `${tag}File`,
    group: 'block',
    atom: true,
    draggable: true,
    selectable: true,

    addAttributes() {
      return { src: { default: '' } };
    },

    parseHTML() {
      return [
        {
          tag: `${tag}`,
          getAttrs: (element) => {
            const src = element.getAttribute('src') ?? element.querySelector('source')?.getAttribute('src');
            return src ? { src } : false;
          },
        },
      ];
    },

    renderHTML({ HTMLAttributes }) {
      return [tag, mergeAttributes(HTMLAttributes, { controls: 'true', preload: 'none' })];
    },

    addNodeView() {
      return ({ node }) => {
        const player = document.createElement(tag);
        player.src = node.attrs.src as string;
        player.controls = true;
        player.preload = 'none';
        player.tabIndex = -1;
        return framed(player);
      };
    },
  });
}

export const AudioFile = mediaNode('audio');
export const VideoFile = mediaNode('video');
