import type { TFunction } from 'i18next';
import { DELETED_RECORD_DAYS, type CatalogueKind } from '@mahasi/contract/constants/staff-catalogue';
import type { RecordWords } from '../../records/RecordEditor';

/**
 * The shell's words in the catalogue's: each kind names its own pages ("Edit event"), a live setting
 * is made active or turned off, and only moving to the bin is asked about first.
 */
export function catalogueWords(t: TFunction, kind: CatalogueKind): RecordWords {
  const live = kind === 'live' ? 'live.' : '';
  return (key, options) => {
    const action = /^actions\.(publish|unpublish|delete|restore)\.(submit|success|failed|confirmTitle|confirmText)$/.exec(key);
    if (action) {
      const [, name, part] = action;
      if (part === 'submit') return t(name === 'publish' || name === 'unpublish' ? `actions.${live}${name}` : `actions.${name}`);
      if (part === 'success') return t(`actions.${live}${name}Done`);
      if (part === 'failed') return t('actions.failed');
      if (part === 'confirmTitle') return t('actions.deleteConfirmTitle');
      return t('actions.deleteConfirmText', { days: DELETED_RECORD_DAYS });
    }
    switch (key) {
      case 'actions.save.submit':
        return t(options?.context === 'new' ? 'actions.create' : 'actions.save');
      case 'actions.save.success':
        return t('saved');
      case 'actions.save.failed':
        return t('saveFailed');
      case 'editor.newTitle':
        return t(`kinds.${kind}.new`);
      case 'editor.editTitle':
        return t(`kinds.${kind}.edit`);
      case 'editor.back':
        return t(`kinds.${kind}.back`);
      case 'editor.loading':
        return t('common:labels.loading');
      case 'editor.loadFailed':
        return t('loadFailed');
      case 'editor.lastSaved':
        return `${t('lastSaved')} ${t('by', { name: String(options?.name ?? '') })}`;
      case 'editor.viewOnSite':
        return t('viewOnSite');
    }
    // The catalogue's save states name its own button ("press Save draft").
    if (key.startsWith('consoleRecords:saveState.')) return t(key.slice('consoleRecords:'.length));
    return undefined;
  };
}
