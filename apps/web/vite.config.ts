import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: { target: 'es2022' },
  // antd-mobile's modules import their own CSS: the server build must bundle them, not require them.
  ssr: { noExternal: ['antd-mobile'] },
  server: { watch: { ignored: ['**/data/**'] } },
});
