import { useTranslation } from 'react-i18next';
import type { Image } from '@mahasi/contract/content';
import { ui } from '../../components/ui';
import { imageSrcSet, imageUrl } from '../../lib/image';
import { ImageDropZone, useImageUpload } from '../components/editor/ImageUpload';
import type { UploadedImage } from '@mahasi/contract/staff-news';

/**
 * A record's cover: dropped or chosen, shown as it is kept, removable when it is an upload (a cover
 * kept from before the console has none, and stays). `cover` is what the record shows now (null:
 * none). `ns` holds the kind's `editor.chooseCover`, `editor.replaceCover`, `editor.coverPreview` and
 * `editor.removeCover`; `imageClass` and `sizes` give the shown cover its shape (a square, a book's
 * page, a banner).
 */
export function RecordCoverField({
  ns,
  label,
  uploadId,
  cover,
  error,
  readOnly,
  sizes,
  imageClass,
  onImage,
  onRemove,
}: {
  ns: string;
  label: string;
  uploadId: number | null;
  cover: Image | null;
  error?: string;
  readOnly: boolean;
  sizes: string;
  imageClass: string;
  onImage: (uploaded: UploadedImage) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(ns);
  const upload = useImageUpload();
  return (
    <fieldset className="space-y-3 sm:col-span-2" disabled={readOnly}>
      <legend className={ui.label}>{label}</legend>
      <ImageDropZone
        upload={upload}
        disabled={readOnly}
        label={cover ? t('editor.replaceCover') : t('editor.chooseCover')}
        onImage={onImage}
      >
        {cover && (
          <div className="mb-3 flex flex-wrap items-end gap-3">
            <img
              src={imageUrl(cover.url)}
              srcSet={imageSrcSet(cover.variants)}
              sizes={sizes}
              width={cover.width}
              height={cover.height}
              alt={t('editor.coverPreview')}
              className={`${imageClass} rounded-xl bg-sand-100 object-cover dark:bg-night-800`}
            />
            {uploadId !== null && !readOnly && (
              <button type="button" className={`${ui.link} text-sm`} onClick={onRemove}>
                {t('editor.removeCover')}
              </button>
            )}
          </div>
        )}
      </ImageDropZone>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
