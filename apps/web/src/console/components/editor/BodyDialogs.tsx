import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form';
import { ui } from '../../../components/ui';
import { imageUrl } from '../../../lib/image';
import { FormDialog, DialogCloseButton } from '../FormDialog';
import type { UploadedImage } from '@mahasi/contract/staff-news';
import { embedFromUrl, type Embed } from './embeds';
import { ImageDropZone, useImageUpload } from './ImageUpload';
import type { FigureAttrs } from './nodes';

function Buttons({ submit, disabled = false }: { submit: string; disabled?: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-3 pt-2">
      <DialogCloseButton />
      <button type="submit" className={ui.buttonPrimary} disabled={disabled}>
        {submit}
      </button>
    </div>
  );
}

/** A link on the selected text: its address, or nothing to remove it. */
export function LinkDialog({ initial, onDone, onClose }: { initial: string; onDone: (href: string) => void; onClose: () => void }) {
  const { t } = useTranslation('consoleNews');
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = href.trim();
    if (value && !/^(https?:\/\/|mailto:|tel:|\/)/i.test(value)) {
      setError(t('body.link.invalid'));
      return;
    }
    onDone(value);
  };
  return (
    <FormDialog open onClose={onClose} title={t('body.link.title')} description={t('body.link.description')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('body.link.href')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={href}
          error={error ?? undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
          autoFocus
        />
        <Buttons submit={href.trim() || !initial ? t('body.link.submit') : t('body.link.remove')} />
      </form>
    </FormDialog>
  );
}

/**
 * An image in the body: uploaded here (or already there, to change its words), with its
 * description for readers who cannot see it and an optional caption under it.
 */
export function ImageDialog({
  initial,
  onDone,
  onClose,
}: {
  /** The selected image's attributes, to edit them; none to add one. */
  initial?: FigureAttrs;
  onDone: (attrs: FigureAttrs) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('consoleNews');
  const upload = useImageUpload();
  const [image, setImage] = useState<{ src: string; width: number | null; height: number | null } | null>(
    initial ? { src: initial.src, width: initial.width, height: initial.height } : null,
  );
  const [alt, setAlt] = useState(initial?.alt ?? '');
  const [caption, setCaption] = useState(initial?.caption ?? '');
  const [missing, setMissing] = useState(false);

  const take = (uploaded: UploadedImage) =>
    setImage({ src: uploaded.image.url, width: uploaded.image.width, height: uploaded.image.height });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!image) {
      setMissing(true);
      return;
    }
    onDone({ ...image, alt: alt.trim(), caption: caption.trim() });
  };

  return (
    <FormDialog open onClose={onClose} title={initial ? t('body.image.editTitle') : t('body.image.title')} dirty={upload.progress !== null}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {!initial && (
          <ImageDropZone upload={upload} label={image ? t('upload.replace') : t('upload.choose')} onImage={take}>
            {image && <img src={imageUrl(image.src)} alt="" className="mb-3 max-h-48 rounded-xl object-contain" />}
          </ImageDropZone>
        )}
        {initial && <img src={imageUrl(initial.src)} alt="" className="max-h-48 rounded-xl object-contain" />}
        {missing && !image && (
          <p role="alert" className={ui.error}>
            {t('body.image.missing')}
          </p>
        )}
        <TextField
          label={t('body.image.alt')}
          hint={t('body.image.altHint')}
          value={alt}
          maxLength={300}
          onChange={(event) => setAlt(event.target.value)}
        />
        <TextField label={t('body.image.caption')} value={caption} maxLength={300} onChange={(event) => setCaption(event.target.value)} />
        <Buttons submit={initial ? t('body.image.save') : t('body.image.submit')} disabled={upload.progress !== null} />
      </form>
    </FormDialog>
  );
}

/** A talk or a video: a YouTube or Vimeo link, or a link to an audio or video file. */
export function EmbedDialog({ onDone, onClose }: { onDone: (embed: Embed, title: string) => void; onClose: () => void }) {
  const { t } = useTranslation('consoleNews');
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const embed = url.trim() ? embedFromUrl(url) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!embed) {
      setError(url.trim() ? t('body.embed.unknown') : t('body.embed.missing'));
      return;
    }
    onDone(embed, title.trim() || t(`body.embed.defaultTitle.${embed.kind}`));
  };
  return (
    <FormDialog open onClose={onClose} title={t('body.embed.title')} description={t('body.embed.description')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('body.embed.url')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          error={error ?? undefined}
          hint={embed ? t(`body.embed.kind.${embed.kind}`) : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          autoFocus
        />
        {(embed?.kind === 'youtube' || embed?.kind === 'vimeo') && (
          <TextField
            label={t('body.embed.frameTitle')}
            hint={t('body.embed.frameTitleHint')}
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
        <Buttons submit={t('body.embed.submit')} />
      </form>
    </FormDialog>
  );
}
