import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './lib/response-serializer';
import rateLimit from '@fastify/rate-limit';
import formbody from '@fastify/formbody';
import type { Database } from './db/client';
import { defaultAuthSettings, type AuthSettings } from './auth/settings';
import authPlugin from './plugins/auth';
import authApiRoutes from './routes/auth/api';
import authAdminRoutes from './routes/auth/admin';
import identityAdminRoutes from './routes/identity-admin';
import resourceRoutes from './resources/families';
import profileRoutes from './routes/profile';
import contentFamilyRoutes from './resources/content-families';
import multimediaRoutes from './routes/multimedia';
import supportRoutes from './routes/support';
import learningRoutes from './routes/learning';
import chatRoutes from './routes/chat';
import eventsRoutes from './routes/events';
import competitionRoutes from './routes/events/competitions';
import forumRoutes from './routes/forum';
import hubsRoutes from './routes/hubs';
import contentAdminRoutes from './routes/hubs/content-admin';
import communitySpacesRoutes from './routes/community-spaces';
import networkRoutes from './routes/network';
import ecosystemRoutes from './routes/ecosystem';
import collaborationRoutes from './routes/collaboration';
import { eventFamily } from './events/events-family';
import { eventRemindersPlugin } from './events/reminders';
import announceRoutes from './routes/notifications/announce';
import memberHomeRoutes from './routes/member-home';
import publicationsRoutes from './routes/publications';
import profilesRoutes from './routes/profiles';
import organizationsRoutes from './routes/organizations';
import membershipRoutes from './routes/membership';
import hostedAuthRoutes from './routes/auth/hosted';
import onboardingRoutes from './routes/onboarding';
import workspaceRoutes from './routes/workspace';
import wellbeingRoutes from './routes/wellbeing';
import outboxRoutes from './routes/dev/outbox';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import compressionPlugin from './plugins/compression';
import hashingShieldPlugin from './plugins/hashing-shield';
import inputGuardsPlugin from './plugins/input-guards';
import securityPlugin from './plugins/security';
import docsPlugin from './plugins/docs';
import realtimePlugin from './plugins/realtime';
import spaPlugin from './plugins/spa';
import healthRoutes from './routes/health';
import authRoutes from './routes/auth';

export interface AppOptions {
  database: Database;
  /** Folder of the built SPA; null when the SPA is served elsewhere (Vite in development). */
  spaDir: string | null;
  /** Overrides of the auth service's defaults (tests use a fake clock, lower limits, ...). */
  auth?: Partial<AuthSettings>;
  smtpUrl?: string;
  /** Where uploads are stored (DATA_DIR/uploads); without it the multimedia calls are not served. */
  uploadsDir?: string;
  /**
   * 'zod' writes every response through zod's encoder, as before decision 0089 (tests and
   * bench:list compare the two); default: the compiled fast path where the schema allows it.
   */
  responseSerializer?: 'compiled' | 'zod';
}

/** The whole API host as one plugin: what main.ts listens with and tests inject into. */
export const app = fp<AppOptions>(async (instance, opts) => {
  instance.setValidatorCompiler(validatorCompiler);
  await instance.register(hashingShieldPlugin);
  instance.setSerializerCompiler(opts.responseSerializer === 'zod' ? serializerCompiler : responseSerializerCompiler);
  await instance.register(errorsPlugin);
  await instance.register(compressionPlugin);
  await instance.register(inputGuardsPlugin);
  await instance.register(dbPlugin, { database: opts.database });
  await instance.register(securityPlugin);
  await instance.register(docsPlugin);
  await instance.register(realtimePlugin);
  await instance.register(rateLimit, { global: false });
  await instance.register(formbody);
  const authSettings = defaultAuthSettings(opts.auth);
  await instance.register(authPlugin, { settings: authSettings, smtpUrl: opts.smtpUrl });
  await instance.register(healthRoutes);
  await instance.register(authRoutes);
  await instance.register(authApiRoutes);
  await instance.register(authAdminRoutes);
  await instance.register(identityAdminRoutes);
  await instance.register(resourceRoutes);
  await instance.register(profileRoutes);
  await instance.register(contentFamilyRoutes);
  if (opts.uploadsDir) await instance.register(multimediaRoutes, { uploadsDir: opts.uploadsDir });
  await instance.register(supportRoutes);
  await instance.register(learningRoutes);
  await instance.register(chatRoutes);
  await instance.register(eventFamily.routes);
  await instance.register(eventsRoutes);
  await instance.register(competitionRoutes);
  await instance.register(forumRoutes);
  await instance.register(hubsRoutes);
  await instance.register(contentAdminRoutes);
  await instance.register(communitySpacesRoutes);
  await instance.register(networkRoutes);
  await instance.register(ecosystemRoutes);
  await instance.register(collaborationRoutes);
  await instance.register(eventRemindersPlugin);
  await instance.register(announceRoutes);
  await instance.register(memberHomeRoutes, { uploadsDir: opts.uploadsDir });
  await instance.register(publicationsRoutes, { uploadsDir: opts.uploadsDir });
  await instance.register(profilesRoutes, { uploadsDir: opts.uploadsDir });
  await instance.register(organizationsRoutes, { uploadsDir: opts.uploadsDir });
  await instance.register(membershipRoutes);
  await instance.register(onboardingRoutes);
  await instance.register(workspaceRoutes);
  await instance.register(wellbeingRoutes);
  await instance.register(hostedAuthRoutes);
  if (authSettings.exposeOutbox) await instance.register(outboxRoutes);
  await instance.register(spaPlugin, { spaDir: opts.spaDir, sessionCookie: authSettings.cookieName });
}, { name: 'summit-app' });

export async function buildApp(opts: AppOptions, fastifyOptions: FastifyServerOptions = {}): Promise<FastifyInstance> {
  // X-Forwarded-* is believed only from proxies the caller configures (TRUST_PROXY), never by default.
  const instance = Fastify({ trustProxy: false, ...fastifyOptions }).withTypeProvider<ZodTypeProvider>();
  await instance.register(app, opts);
  return instance;
}
