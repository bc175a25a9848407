import type { RouterContextProvider } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import type { VisitorHome } from '@roadshow/contracts/visit';
import { serverApi } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api-client.ts';
import { langFromRequest } from '../../lib/lang.ts';

/**
 * The company's booking home for a visitor page, or null when the query names no company we know
 * (the page then says bookings are not open there, rather than failing).
 */
export async function loadVisitorHome(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<VisitorHome | null> {
  const companyCode = new URL(request.url).searchParams.get('companyCode')?.trim() ?? '';
  if (!companyCode || companyCode.length > 20) return null;
  try {
    return await serverApi(context, langFromRequest(request)).call(contract.visitor.getVisitorHome, { companyCode });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
