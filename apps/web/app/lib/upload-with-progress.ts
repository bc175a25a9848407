import type { Envelope } from '@roadshow/contracts/envelope';
import { ApiError } from './api-error.ts';

/**
 * Sends a file as the raw request body and reports progress (fetch cannot report upload
 * progress). Resolves to the envelope's result; a refusal becomes an ApiError with the server's
 * message in the user's language.
 */
export function uploadWithProgress<T>(url: string, file: Blob, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const answer = xhr.response as Envelope<T> | null;
      if (answer?.success) resolve(answer.result);
      else reject(new ApiError(answer?.errorCode ?? 'INTERNAL', answer?.errorMsg ?? xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiError('NETWORK', 'network error'));
    xhr.send(file);
  });
}
