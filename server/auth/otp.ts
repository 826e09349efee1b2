import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, isNotNull, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, countOf } from '../../contracts';
import type { Db } from '../db/client';
import { otpCodes } from '../db/schema';
import type { Mailer } from './mailer';
import type { AuthSettings } from './settings';

export class OtpError extends Error {
  constructor(message: string, readonly statusCode: number, readonly retryAfterSeconds?: number) {
    super(message);
  }
}

export type OtpPurpose = 'signup' | 'verify';

export interface OtpRequest {
  /** The address the code is about (the account's e-mail). */
  email: string;
  purpose: OtpPurpose;
  /** Where the code is mailed: the e-mail itself, or a parent's for members under 18. */
  recipient: string;
  firstName?: string;
  /** Client address asking: at most `maxPerIpPerHour` codes each. */
  ip?: string;
  /** A registration to finish when the code is entered (hosted pages); never holds a password in clear. */
  pending?: Record<string, unknown>;
  /**
   * Sign-up for an address that already has an account: the mail says so instead of carrying a
   * code (decision 0056), so the caller's answer stays the same as for a new address.
   */
  accountExists?: boolean;
}

/** What a right code proves: control of `recipient`, for `purpose`, about `email`. */
export interface VerifiedCode {
  email: string;
  recipient: string;
  purpose: OtpPurpose;
  pending: Record<string, unknown> | null;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Six-digit codes: stored as HMACs, 10 minutes, single use, at most 5 tries, rate-limited sends
 * (per e-mail and per client address). A code is bound to the address it was mailed to and the
 * purpose it was asked for: a parent's code for a member under 18 proves the parent's address,
 * never the member's.
 */
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
    if (req.ip) {
      const [byIp] = await db.select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${otpCodes.createdAt})` }).from(otpCodes)
        .where(and(eq(otpCodes.requestedIp, req.ip), gt(otpCodes.createdAt, at(now - 3600_000))));
      if ((byIp?.n ?? 0) >= settings.otp.maxPerIpPerHour) {
        const oldest = byIp?.oldest ? new Date(byIp.oldest).getTime() : now;
        const wait = Math.max(1, Math.ceil((oldest + 3600_000 - now) / 1000));
        throw new OtpError(AUTH_MESSAGES.otpWait(wait), 429, wait);
      }
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // A new code replaces any open one for the same address.
    await db.update(otpCodes).set({ consumedAt: at(now) })
      .where(and(eq(otpCodes.email, req.email), isNull(otpCodes.consumedAt)));
    await db.insert(otpCodes).values({
      email: req.email, purpose: req.purpose, recipient: req.recipient, requestedIp: req.ip ?? null, pending: req.pending ?? null,
      codeHash: digest(req.email, code).toString('base64'),
      expiresAt: at(now + settings.otp.ttlMs), createdAt: at(now),
    });
    const minutes = Math.round(settings.otp.ttlMs / 60_000);
    if (req.accountExists) {
      await mailer.send({
        to: req.recipient,
        subject: 'You already have a Summit Platform account',
        text: 'Hello,\n\n'
          + `Someone asked to create a Summit Platform account for ${req.email}, which already has one, so we sent no code.\n`
          + 'Sign in with your username or e-mail instead (or change your password from the sign-in page). '
          + 'If you did not ask for this, ignore this e-mail.\n',
      });
      return;
    }
    const forWhom = req.recipient === req.email ? '' : ` for ${req.firstName ?? 'your child'} (${req.email})`;
    await mailer.send({
      to: req.recipient,
      subject: `Your Summit Platform code: ${code}`,
      text: `Hello${req.recipient === req.email && req.firstName ? ` ${req.firstName}` : ''},\n\n`
        + `Your Summit Platform verification code${forWhom} is ${code}.\n`
        + `It expires in ${countOf(minutes, 'minute')} and works once. If you did not ask for it, ignore this e-mail.\n`,
    });
  }

  /** Checks a code; on success it counts as proof (of what `VerifiedCode` says) for a while. */
  async function verify(email: string, code: string): Promise<VerifiedCode> {
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
    return proofOf(open);
  }

  const proofOf = (row: typeof otpCodes.$inferSelect): VerifiedCode => ({
    email: row.email,
    // Codes from before recipients were recorded went to the e-mail itself.
    recipient: row.recipient ?? row.email,
    purpose: row.purpose === 'verify' ? 'verify' : 'signup',
    pending: (row.pending as Record<string, unknown> | null) ?? null,
  });

  /**
   * Was a code about this e-mail, mailed to `recipient`, for `purpose`, entered right (not merely
   * replaced) recently?
   */
  async function recentlyVerified(email: string, recipient: string, purpose: OtpPurpose): Promise<boolean> {
    const since = at(settings.now() - settings.otp.verifiedForMs);
    const rows = await db.select().from(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNotNull(otpCodes.verifiedAt), gt(otpCodes.verifiedAt, since)))
      .orderBy(desc(otpCodes.verifiedAt)).limit(5);
    return rows.some((row) => sameAddress(proofOf(row).recipient, recipient));
  }

  /**
   * The registration with this nonce waiting for a code to this e-mail (not yet finished, asked for
   * within the hour), where its codes go, and whether its code is the open one (a newer request
   * for the same e-mail replaces it).
   */
  async function pendingFor(email: string, nonce: string): Promise<{ recipient: string; pending: Record<string, unknown>; open: boolean } | null> {
    const [row] = await db.select().from(otpCodes)
      .where(and(eq(otpCodes.email, email), isNull(otpCodes.verifiedAt), gt(otpCodes.createdAt, at(settings.now() - 3600_000)),
        sql`${otpCodes.pending}->>'nonce' = ${nonce}`))
      .orderBy(desc(otpCodes.createdAt)).limit(1);
    if (!row?.pending) return null;
    const open = !row.consumedAt && row.expiresAt.getTime() > settings.now();
    return { recipient: proofOf(row).recipient, pending: row.pending as Record<string, unknown>, open };
  }

  /** A proof serves one sign-up: afterwards the address has an account and the proof is spent. */
  async function spend(email: string): Promise<void> {
    await db.update(otpCodes).set({ verifiedAt: null }).where(and(eq(otpCodes.email, email), isNotNull(otpCodes.verifiedAt)));
  }

  return { send, verify, recentlyVerified, pendingFor, spend };
}

export type OtpService = ReturnType<typeof createOtpService>;
