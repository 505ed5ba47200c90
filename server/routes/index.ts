/** Every module of the public site API, mounted under /api/public by app.ts. One line per module. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { htmlblockRoutes } from './htmlblock';
import { siteRoutes } from './site';
import { topicsRoutes } from './topics';

export const publicApi = new Hono<AppEnv>({ strict: false })
  .route('/', siteRoutes)
  .route('/', htmlblockRoutes)
  .route('/', topicsRoutes);
