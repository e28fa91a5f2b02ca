import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'react/index': 'src/react/index.ts',
    socket: 'src/socket.ts',
    'react/story': 'src/react/story.tsx',
  },
  tsconfig: 'tsconfig.build.json',
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'swr', 'ofetch', 'socket.io-client', '@sfi/domain'],
});
