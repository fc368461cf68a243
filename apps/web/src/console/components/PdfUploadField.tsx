import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PDF_UPLOAD_MAX_BYTES, pdfUploadAccept } from '@mahasi/contract/constants/uploads';
import type { UploadedPdf } from '@mahasi/contract/uploads';
import { ResumableUploadField, formatBytes } from './ResumableUploadField';
import { useResumableUpload } from './useResumableUpload';

/** The PDF a record has now (an e-book's file is private: there is nothing to open here). */
export interface CurrentPdf {
  pageCount: number;
  bytes?: number;
  name?: string;
}

/**
 * An e-book's PDF for a form: what the book has now, and a resumable upload of another (up to
 * 100 MB; tus). The server opens it as the dedication page will and counts its pages; `onUploaded`
 * gets the upload (`uploadId` for the form's `pdfUploadId`, with `pageCount`).
 */
export function PdfUploadField({
  label,
  value,
  onUploaded,
  onBusyChange,
  error,
  disabled,
}: {
  label: string;
  value: CurrentPdf | null;
  onUploaded: (pdf: UploadedPdf, file: File) => void;
  onBusyChange?: (busy: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('consoleUploads');
  const upload = useResumableUpload('pdf', onUploaded);
  useEffect(() => onBusyChange?.(upload.busy), [upload.busy, onBusyChange]);
  return (
    <ResumableUploadField
      kind="pdf"
      upload={upload}
      label={label}
      chooseText={t(value ? 'pdf.replace' : 'pdf.choose')}
      hint={t('pdf.hint', { max: formatBytes(PDF_UPLOAD_MAX_BYTES) })}
      accept={pdfUploadAccept}
      error={error}
      disabled={disabled}
    >
      {value && (
        <p className="mb-3 text-sm text-stone-700 dark:text-stone-300">
          {value.name ? `${value.name} · ` : ''}
          {t('pdf.current', { pages: value.pageCount, size: value.bytes ? formatBytes(value.bytes) : '—' })}
        </p>
      )}
    </ResumableUploadField>
  );
}
