import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon';
import type { GroupSlug } from '../../lib/paths';

/** The route's handle names the section: `{ group: 'sangha-jewel' }`. */
export function useGroupSlug(): GroupSlug {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as { group?: GroupSlug } | undefined)?.group)?.handle;
  return (handle as { group: GroupSlug }).group;
}

/** Placeholder until the groups feature lands: replace this module, the routes stay. */
export default function GroupListPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t(`groups.${useGroupSlug()}`)} />;
}
