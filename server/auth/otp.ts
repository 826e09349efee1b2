import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, isNotNull, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../contracts';
import type { Db } from '../db/client';
import { otpCodes } from '../db/schema';
import type { Mailer } from './mailer';
import type { AuthSettings } from './settings';

export class OtpError extends Error {
  constructor(message: string, readonly statusCode: number, readonly retryAfterSeconds?: number) {
    super(message);
  }
}

export interface OtpRequest { email: string; purpose: string; recipient: string; firstName?: string }

/** Six-digit codes: stored as HMACs, 10 minutes, single use, at most 5 tries, rate-limited sends. */
export function createOtpService(db: Db, mailer: Mailer, settings: AuthSettings, secret: string) {
  const digest = (email: string, code: string) => createHmac('sha256', secret).update(`${email}:${code}`).digest();
  const at = (ms: number) => new Date(ms);

  async function send(req: OtpRequest): Promise<void> {
    const now = settings.now();
    const recent = await db.select({ createdAt: otpCodes.createdAt }).from(otpCodes)
      .where(and(eq(otpCodes.email, req.email), gt(otpCodes.createdAt, at(now - 3600_000))))
      .orderBy(desc(otpCodes.createdAt));
    const last = recent[0]?.createdAt.getTime();
    if (last !== undefined && now - last < settings.otp.resendAfterMs) {
      const wait = Math.ceil((settings.otp.resendAfterMs - (now - last)) / 1000);
      throw new OtpError(AUTH_MESSAGES.otpWait(wait), 429, wait);
    }
    if (recent.length >= settings.otp.maxPerHour) {
      const oldest = recent[recent.length - 1]!.createdAt.getTime();
      const wait = Math.ceil((oldest + 3600_000 - now) / 1000);
      throw new OtpError(AUTH_MESSAGES.otpWait(wait), 429, wait);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // A new code replaces any open one for the same address.
    await db.update(otpCodes).set({ consumedAt: at(now) })
      .where(and(eq(otpCodes.email, req.email), isNull(otpCodes.consumedAt)));
    await db.insert(otpCodes).values({
      email: req.email, purpose: req.purpose, codeHash: digest(req.email, code).toString('base64'),
      expiresAt: at(now + settings.otp.ttlMs), createdAt: at(now),
    });
    const minutes = Math.round(settings.otp.ttlMs / 60_000);
    const forWhom = req.recipient === req.email ? '' : ` for ${req.firstName ?? 'your child'} (${req.email})`;
    await mailer.send({
      to: req.recipient,
      subject: `Your Summit Platform code: ${code}`,
      text: `Hello${req.recipient === req.email && req.firstName ? ` ${req.firstName}` : ''},\n\n`
        + `Your Summit Platform verification code${forWhom} is ${code}.\n`
        + `It expires in ${minutes} minutes and works once. If you did not ask for it, ignore this e-mail.\n`,
    });
  }

  /** Checks a code; on success the address counts as verified for a while (for sign-up). */
  async function verify(email: string, code: string): Promise<void> {
    const now = settings.now();
    const [open] = await db.select().from(otpCodes)
      .where(and(eq(otpCodes.email, email), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.createdAt)).limit(1);
    if (!open) throw new OtpError(AUTH_MESSAGES.otpInvalid, 400);
    if (open.expiresAt.getTime() <= now) throw new OtpError(AUTH_MESSAGES.otpExpired, 400);
    if (open.attempts >= settings.otp.maxTries) throw new OtpError(AUTH_MESSAGES.otpTooManyTries, 400);
    const expected = Buffer.from(open.codeHash, 'base64');
    const given = digest(email, code);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const [row] = await db.update(otpCodes).set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.otpId, open.otpId)).returning({ attempts: otpCodes.attempts });
      if ((row?.attempts ?? 0) >= settings.otp.maxTries) {
        await db.update(otpCodes).set({ consumedAt: at(now) }).where(eq(otpCodes.otpId, open.otpId));
        throw new OtpError(AUTH_MESSAGES.otpTooManyTries, 400);
      }
      throw new OtpError(AUTH_MESSAGES.otpInvalid, 400);
    }
    // Mark consumed only if nobody else consumed it meanwhile: single use under concurrency.
    const consumed = await db.update(otpCodes).set({ consumedAt: at(now), verifiedAt: at(now), attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.otpId, open.otpId), isNull(otpCodes.consumedAt))).returning({ id: otpCodes.otpId });
    if (consumed.length === 0) throw new OtpError(AUTH_MESSAGES.otpInvalid, 400);
  }

  /** Was a code for this address verified (not merely replaced) recently? */
  async function recentlyVerified(email: string): Promise<boolean> {
    const since = at(settings.now() - settings.otp.verifiedForMs);
    const rows = await db.select({ id: otpCodes.otpId }).from(otpCodes)
      .where(and(eq(otpCodes.email, email), isNotNull(otpCodes.verifiedAt), gt(otpCodes.verifiedAt, since)))
      .limit(1);
    return rows.length > 0;
  }

  return { send, verify, recentlyVerified };
}

export type OtpService = ReturnType<typeof createOtpService>;
