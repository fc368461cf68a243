import { useTranslation } from 'react-i18next';

/** The document title of a page: 'Login · Mahasi Meditation Center' (React hoists it into <head>). */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const suffix = t('titleSuffix');
  return <title>{title ? `${title} · ${suffix}` : suffix}</title>;
}
