import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  user_id: number;
  session_id: string;
  tenant_id: string;
  preferred_username: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

const ISSUER = 'summit-platform';

/** Short-lived access tokens (HS256). Verification is stateless; `authenticate` then checks the session is live (decision 0018). */
export function createTokenService(secret: string, ttlSeconds: number, now: () => number) {
  const key = new TextEncoder().encode(secret);
  // Imported once: given the bytes, jose imports a CryptoKey on every verify (~11 KiB of garbage
  // and some CPU on every authenticated request, decision 0089). Made on first use, so a
  // service that never verifies imports nothing; a failed import fails every verify, as before.
  let verifyKey: Promise<CryptoKey> | undefined;
  const keyForVerify = () => (verifyKey ??= crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']));
  return {
    ttlSeconds,
    async sign(claims: AccessClaims): Promise<string> {
      const iat = Math.floor(now() / 1000);
      const { user_id, session_id, tenant_id, ...profile } = claims;
      return new SignJWT({ ...profile, sid: session_id, tid: tenant_id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user_id))
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    /** The claims of a valid token, or null for anything expired, forged or malformed. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await keyForVerify(), {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId)) return null;
        return {
          user_id: userId,
          session_id: String(payload.sid ?? ''),
          tenant_id: String(payload.tid ?? ''),
          preferred_username: String(payload.preferred_username ?? ''),
          email: String(payload.email ?? ''),
          email_verified: payload.email_verified === true,
          given_name: String(payload.given_name ?? ''),
          family_name: String(payload.family_name ?? ''),
        };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
