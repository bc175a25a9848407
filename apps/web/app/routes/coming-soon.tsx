import { useMatches } from 'react-router';
import { antdLinks } from '../components/antd-provider.tsx';
import { ComingSoon } from '../components/coming-soon.tsx';

export const links = antdLinks;

// The page catalogue has no separate entry for questionType: it is the questionnaire too.
const PAGE_KEY_ALIASES: Record<string, string> = { questionType: 'question' };

export default function ComingSoonRoute() {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? '';
  // In the visitor layout the company name is the page title (spec §2), so the page sets none.
  return <ComingSoon pageKey={PAGE_KEY_ALIASES[id] ?? id} withTitle={!id.startsWith('visitor')} />;
}
