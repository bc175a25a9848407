import { ApiError } from '../../../lib/api-error.ts';
import { callParameters, callUrlPath, type ApiTransport } from '../../../server-context.ts';

/**
 * A transport for large JSON calls (the desk's uploads): XMLHttpRequest, because fetch reports no
 * upload progress, and without keepalive, whose 64 KB body cap the browser transport would hit.
 */
export function progressTransport(onProgress: (fraction: number) => void): ApiTransport {
  return (call) =>
    new Promise((resolve, reject) => {
      const url = new URL(callUrlPath(call), window.location.origin);
      url.search = new URLSearchParams(callParameters(call)).toString();
      const xhr = new XMLHttpRequest();
      xhr.open(call.method, url);
      xhr.responseType = 'json';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      // A proxy's refusal (413, 502) has no envelope: it still becomes a refusal the page can show.
      xhr.onload = () =>
        resolve(xhr.response ?? { success: false, errorCode: 'INTERNAL', errorMsg: `${xhr.status} ${xhr.statusText}` });
      xhr.onerror = () => reject(new ApiError('NETWORK', 'network error'));
      if (call.body === undefined) xhr.send();
      else {
        xhr.setRequestHeader('content-type', 'application/json');
        xhr.send(JSON.stringify(call.body));
      }
    });
}
