import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/api/errors';
import { queryProblem, SEARCH_MAX_LENGTH } from '../api';

/** Why a query is not searched (said in the reader's language), or why the search failed. */
export function QueryMessage({ q, error }: { q: string; error: unknown }) {
  const { t } = useTranslation('search');
  const problem = queryProblem(q);
  if (problem === 'required') return null;
  let text: string | undefined;
  if (problem) text = `${t('fieldName')}: ${t(`validation:${problem}`, { max: SEARCH_MAX_LENGTH })}`;
  else if (error instanceof HttpError && error.status === 429) text = t('tooMany');
  else if (error instanceof HttpError && error.status === 422) text = error.fieldErrors[0]?.message ?? t('failed');
  else if (error) text = t('failed');
  if (!text) return null;
  return (
    <p role="alert" className="px-3 py-4 text-sm font-medium text-maroon-700 dark:text-maroon-200">
      {text}
    </p>
  );
}
