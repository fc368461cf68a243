import { useTranslation } from 'react-i18next';
import { pdfUploadAccept } from '@mahasi/contract/constants/uploads';
import type { UploadedPdf } from '@mahasi/contract/uploads';
import { KindUploadField, formatBytes, type KindUploadProps } from './ResumableUploadField';

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
export function PdfUploadField(props: KindUploadProps<CurrentPdf, UploadedPdf>) {
  const { t } = useTranslation('consoleUploads');
  const { value } = props;
  return (
    <KindUploadField kind="pdf" accept={pdfUploadAccept} {...props}>
      {value && (
        <p className="mb-3 text-sm text-stone-700 dark:text-stone-300">
          {value.name ? `${value.name} · ` : ''}
          {t('pdf.current', { pages: value.pageCount, size: value.bytes ? formatBytes(value.bytes) : '—' })}
        </p>
      )}
    </KindUploadField>
  );
}
