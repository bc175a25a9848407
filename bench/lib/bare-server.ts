// Child-process entry: the baseline of DESIGN §9, a plain node:http server that answers every
// request with the bytes the app answered, so the ratio measures only what the app adds.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const bodyFile = process.env.BARE_BODY_FILE;
const contentType = process.env.BARE_CONTENT_TYPE;
if (!bodyFile || !contentType || !process.send) {
  console.error('bare-server needs BARE_BODY_FILE, BARE_CONTENT_TYPE and an IPC channel');
  process.exit(2);
}
const body = readFileSync(bodyFile);
const headers = {
  'content-type': contentType,
  'content-length': String(body.length),
};

const server = createServer((request, response) => {
  // Read the request to its end, as the app must, before answering.
  request.resume();
  request.once('end', () => {
    response.writeHead(200, headers);
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({
    port: typeof address === 'object' && address ? address.port : 0,
  });
});
// Stay alive only as long as the bench that started it.
process.on('disconnect', () => process.exit(0));
