import type { CallDefinition } from '@roadshow/contracts/calls/define-call';
import type { Lang } from '@roadshow/contracts/locale';
import { callUrlPath } from '../../server-context.ts';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';

/**
 * Browser only: a console upload (cover, guest photo, activity file) as the raw body with progress.
 * It goes as octet-stream whatever the file claims: the API reads the type from the bytes.
 */
export function consoleUpload<T>(
  call: CallDefinition,
  query: Record<string, string>,
  file: Blob,
  lang: Lang,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const path = callUrlPath({ method: call.method, service: call.service, path: call.path, lang });
  const search = new URLSearchParams({ ...query, lang }).toString();
  return uploadWithProgress<T>(`${path}?${search}`, new Blob([file], { type: 'application/octet-stream' }), onProgress);
}
