/**
 * `pnpm dev`: the same single origin as `pnpm start`, with each app served from source through
 * Vite, so edits reload in the browser. The API restarts on its own edits (tsx watch).
 */
import { loadEnv } from '../env.ts';
import { registerDevApps } from '../web/dev.ts';
import { hostProduct } from './host.ts';

// The apps are served from source, so there is no build id to compare; the version check stays quiet.
await hostProduct(loadEnv(), 'development', registerDevApps);
