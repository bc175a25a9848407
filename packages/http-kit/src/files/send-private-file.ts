import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Hardening item 12: a private file (an ID photo, a signed letter) leaves as a download unless the
 * browser fetches it for an `<img>` (Sec-Fetch-Dest: image) and it is a picture. Opened as a page,
 * a file from our origin could run as a document there; as an attachment or an image it cannot. The
 * sandbox policy covers browsers that ignore the disposition.
 */
export function sendPrivateFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { bytes: Buffer; contentType: string },
  /** The saved file's name without extension, e.g. `commitment-letter`. */
  downloadName: string,
): FastifyReply {
  const extension = (file.contentType.split('/')[1] ?? 'bin').replace(/[^a-z0-9]/gi, '');
  const shownAsImage = request.headers['sec-fetch-dest'] === 'image' && file.contentType.startsWith('image/');
  return reply
    .type(file.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', shownAsImage ? 'inline' : `attachment; filename="${downloadName}.${extension}"`)
    .send(file.bytes);
}
