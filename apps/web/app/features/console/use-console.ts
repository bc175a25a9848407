import { useRouteLoaderData } from 'react-router';
import { roleMay, type ConsoleActorRole, type ConsolePermission } from '@roadshow/contracts/console';
import type { ConsoleAccess } from '@roadshow/contracts/console';
import { browserTransport, createApiClient } from '../../lib/api-client.ts';
import { useLang, withLang } from '../../lib/lang.ts';

export const CONSOLE_LAYOUT_ID = 'console-layout';

export interface ConsoleLayoutData {
  access: ConsoleAccess;
  companyId: number;
  userName: string;
}

/** The console layout's data: the chosen company, the caller's role in it, and links that keep both. */
export function useConsole() {
  const data = useRouteLoaderData<ConsoleLayoutData>(CONSOLE_LAYOUT_ID);
  const lang = useLang();
  const companyId = data?.companyId ?? 0;
  const company = data?.access.companies.find((item) => item.companyId === companyId);
  const role: ConsoleActorRole | null = company?.role ?? null;
  return {
    lang,
    companyId,
    company,
    companies: data?.access.companies ?? [],
    operator: data?.access.operator ?? false,
    userName: data?.userName ?? '',
    role,
    /** Hides what the API would refuse anyway (decision 030's table). */
    may: (permission: ConsolePermission) => role !== null && roleMay(role, permission),
    href: (path: string, extra: Record<string, string> = {}) => {
      const url = new URL(withLang(path, lang), 'http://x');
      url.searchParams.set('company', String(companyId));
      for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
      return `${url.pathname}${url.search}`;
    },
    api: () => createApiClient(browserTransport, lang),
  };
}
