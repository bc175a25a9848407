import type { TFunction } from 'i18next';
import { formatCount } from '@roadshow/contracts/format';

/** A search's total for display: "10,000+" when the API stopped counting at its cap (decision 037). */
export function formatTotal(t: TFunction, result: { total: number; totalCapped?: boolean } | null): string {
  const total = formatCount(result?.total ?? 0);
  return result?.totalCapped ? t('square.totalAtLeast', { total }) : total;
}
