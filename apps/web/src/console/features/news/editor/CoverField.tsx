import type { ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@mahasi/contract/content';
import { TextField } from '../../../../components/form';
import { ui } from '../../../../components/ui';
import { imageSrcSet, imageUrl } from '../../../../lib/image';
import type { Draft } from '../content';
import type { FieldErrors } from '../../../lib/fieldErrors';
import { ImageDropZone, useImageUpload } from '../../../components/editor/ImageUpload';

/**
 * The cover: chosen or dropped, uploaded with its progress, shown; its description in both
 * languages (one of them is needed to publish a post with a cover).
 */
export function CoverField({
  draft,
  image,
  errors,
  readOnly,
  onCover,
  onChange,
  onPaste,
}: {
  draft: Draft;
  /** The cover as the server stores it (or as just uploaded), to show. */
  image: Image | null;
  errors: FieldErrors;
  readOnly: boolean;
  onCover: (uploadId: number | null, image: Image | null) => void;
  onChange: (patch: Partial<Draft>) => void;
  onPaste: (field: 'coverAltEn' | 'coverAltMm', event: ClipboardEvent) => void;
}) {
  const { t } = useTranslation('consoleNews');
  const upload = useImageUpload();
  const hasCover = draft.coverUploadId !== null;

  return (
    <fieldset className="space-y-4" disabled={readOnly}>
      <legend className={ui.label}>{t('fields.coverUploadId')}</legend>
      <ImageDropZone
        upload={upload}
        disabled={readOnly}
        label={hasCover ? t('upload.replace') : t('upload.choose')}
        onImage={(uploaded) => onCover(uploaded.uploadId, uploaded.image)}
      >
        {hasCover && image && (
          <div className="mb-3 flex flex-wrap items-end gap-3">
            <img
              src={imageUrl(image.url)}
              srcSet={imageSrcSet(image.variants)}
              sizes="20rem"
              width={image.width}
              height={image.height}
              alt={draft.coverAltEn || draft.coverAltMm || t('editor.coverPreview')}
              className="aspect-[16/9] w-full max-w-80 rounded-xl bg-sand-100 object-cover dark:bg-night-800"
            />
            {!readOnly && (
              <button type="button" className={`${ui.link} text-sm`} onClick={() => onCover(null, null)}>
                {t('editor.removeCover')}
              </button>
            )}
          </div>
        )}
      </ImageDropZone>
      {errors.coverUploadId && (
        <p role="alert" className={ui.error}>
          {errors.coverUploadId}
        </p>
      )}
      {hasCover && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('fields.coverAltEn')}
            hint={t('editor.coverAltHint')}
            lang="en"
            value={draft.coverAltEn}
            maxLength={300}
            error={errors.coverAltEn}
            onChange={(event) => onChange({ coverAltEn: event.target.value })}
            onPaste={(event) => onPaste('coverAltEn', event)}
          />
          <TextField
            label={t('fields.coverAltMm')}
            hint={t('editor.coverAltHint')}
            lang="my"
            value={draft.coverAltMm}
            maxLength={300}
            error={errors.coverAltMm}
            onChange={(event) => onChange({ coverAltMm: event.target.value })}
            onPaste={(event) => onPaste('coverAltMm', event)}
          />
        </div>
      )}
    </fieldset>
  );
}
