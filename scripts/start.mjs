// `npm start`: build the web app if needed, then migrate, seed an empty database and serve on :8080.
import { ensureWebBuilt } from './web-build.mjs';

ensureWebBuilt();
await import('../apps/server/src/server.ts');
