import type { RequestHandler } from 'express';
import type { Round } from '@portal/shared-types/rounds/round-rules';
import type { PublicCache } from './cache/public-cache';
import type { ShortLived } from './cache/short-lived';
import type { Db } from './db/database';
import type { DrawDeps } from './draw/draw-use-cases';
import type { FileStore } from './files/file-store';
import type { IdentityProvider } from './identity/identity-provider';
import type { NotifyService } from './notify/notify-service';
import type { SharedLimits } from './limits/shared-limits';
import type { Deployment } from './site/deployment';
import type { Clock } from './time/clock';
import type { WaitingRoom } from './waiting-room/waiting-room';
import type { WaitingRoomSettingsCache } from './waiting-room/waiting-room-settings';

/** What the app builds once and every router takes from (createApp in app.ts). */
export interface RouterDeps {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  store: FileStore;
  /** the public answers' cache, which every admin write invalidates */
  cache: PublicCache;
  limits: SharedLimits;
  /** answers 401 unless a signed-in admin asks */
  admin: RequestHandler;
  draws: DrawDeps;
  /** null: identity verification is off */
  identity: IdentityProvider | null;
  waitingRoom: WaitingRoom;
  roomSettings: WaitingRoomSettingsCache;
  roundsForRoom: ShortLived<number, Round | null>;
  deployment: Deployment;
  /** messages to applicants: the provider's status and, in development, its recorded messages */
  notify: NotifyService;
}
