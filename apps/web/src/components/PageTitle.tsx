import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether pages set the document title. The console's "preview as the public page" draws public
 * pages inside its own screen: there they leave the console's title alone (false).
 */
export const DocumentTitleContext = createContext(true);

/** The document title of a page: 'Login · Mahasi Meditation Center' (React hoists it into <head>). */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const own = useContext(DocumentTitleContext);
  if (!own) return null;
  const suffix = t('titleSuffix');
  return <title>{title ? `${title} · ${suffix}` : suffix}</title>;
}
