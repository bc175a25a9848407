import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { contractRoutesOnly } from './vite/contract-routes-only.ts';

export default defineConfig({
  plugins: [contractRoutesOnly(), reactRouter()],
  build: { target: 'es2022' },
  // antd-mobile's modules import their own CSS: the server build must bundle them, not require them.
  ssr: { noExternal: ['antd-mobile'] },
  server: { watch: { ignored: ['**/data/**'] } },
});
