import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form';
import { prefixField } from '../../../lib/forms';
import { PAGE_SLUG_PATTERN, PROTECTED_PAGE_SLUGS } from '@mahasi/contract/constants/staff-catalogue';

/** The public page that reads a page by this name (`/contact-us` for `contact`), if any. */
export const pageReaderOf = (slug: unknown): string | undefined =>
  typeof slug === 'string' && Object.hasOwn(PROTECTED_PAGE_SLUGS, slug) ? PROTECTED_PAGE_SLUGS[slug] : undefined;

/** What is typed as a page name: lowercase, a space or an underscore becoming a hyphen. */
export const slugTyped = (value: string) => value.toLowerCase().replace(/[\s_]+/g, '-');

/**
 * A page's name (its slug: `about`, `contact`): lowercase letters, digits and hyphens, checked as it
 * is typed (the server checks again, and that no other page has it). A page the public site reads
 * by its name (the server marks it protected) keeps it: the field is read only and says which page
 * depends on it.
 */
export function PageSlugField({
  value,
  fixedBy,
  error,
  disabled,
  onChange,
}: {
  value: string;
  /** The public page that reads this page by its name, when the server says it is protected. */
  fixedBy: string | undefined;
  error?: string;
  disabled: boolean;
  onChange: (slug: string) => void;
}) {
  const { t } = useTranslation('consoleCatalogue');
  const reader = fixedBy;
  const label = t('fields.slug');
  const malformed = value !== '' && !PAGE_SLUG_PATTERN.test(value) ? prefixField(label, t('rules.slugFormat')) : undefined;
  return (
    <div className="max-w-xl">
      <TextField
        label={label}
        value={value}
        maxLength={80}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        lang="en"
        readOnly={disabled || reader !== undefined}
        hint={reader ? t('slug.protected', { page: reader }) : t('hints.slug')}
        error={error ?? malformed}
        onChange={(event) => onChange(slugTyped(event.target.value))}
      />
    </div>
  );
}
