/** Every module of the public site API, mounted under /api/public by app.ts. One line per module. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { applicationRoutes } from './application';
import { authRoutes } from './auth';
import { contactsRoutes } from './contacts';
import { contentVersionRoutes } from './content-version';
import { contestsRoutes } from './contests';
import { deskRoutes } from './desk';
import { deskDataRoutes } from './desk-data';
import { eventsRoutes } from './events';
import { favoritesRoutes } from './favorites';
import { gateRoutes } from './gate';
import { changesRoutes } from './changes';
import { pushRoutes } from './push';
import { visitsRoutes } from './visits';
import { hallsRoutes } from './halls';
import { historyRoutes } from './history';
import { htmlblockRoutes } from './htmlblock';
import { newsRoutes } from './news';
import { notesRoutes } from './notes';
import { pagesRoutes } from './pages';
import { participantsRoutes } from './participants';
import { partnersRoutes } from './partners';
import { photoGalleriesRoutes } from './photo-galleries';
import { reviewsRoutes } from './reviews';
import { siteRoutes } from './site';
import { staffRoutes } from './staff';
import { topicsRoutes } from './topics';
import { userRoutes } from './user';

export const publicApi = new Hono<AppEnv>({ strict: false })
  .route('/', siteRoutes)
  .route('/', contentVersionRoutes)
  .route('/', htmlblockRoutes)
  .route('/', newsRoutes)
  .route('/', contestsRoutes)
  .route('/', reviewsRoutes)
  .route('/', partnersRoutes)
  .route('/', contactsRoutes)
  .route('/', pagesRoutes)
  .route('/', historyRoutes)
  .route('/', photoGalleriesRoutes)
  .route('/', participantsRoutes)
  .route('/', eventsRoutes)
  .route('/', hallsRoutes)
  .route('/', favoritesRoutes)
  .route('/', visitsRoutes)
  .route('/', notesRoutes)
  .route('/', changesRoutes)
  .route('/', pushRoutes)
  .route('/', topicsRoutes)
  .route('/', authRoutes)
  .route('/', userRoutes)
  .route('/', staffRoutes)
  .route('/', gateRoutes)
  .route('/', deskRoutes)
  .route('/', deskDataRoutes)
  .route('/', applicationRoutes);
