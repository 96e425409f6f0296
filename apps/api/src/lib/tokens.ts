import { SignJWT, jwtVerify } from 'jose';

export type SubjectKind = 'agent' | 'admin';
const AUDIENCE: Record<SubjectKind, string> = { agent: 'portal-agent', admin: 'portal-admin' };

export interface TokenClaims {
  sub: string;
  sid: string;
  kind: SubjectKind;
}

export function tokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sid, kind: claims.kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setAudience(AUDIENCE[claims.kind])
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** Null for any bad, expired or foreign token. */
    async verify(token: string, now: Date): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: Object.values(AUDIENCE),
          currentDate: now,
        });
        const kind = payload.kind;
        if ((kind !== 'agent' && kind !== 'admin') || typeof payload.sid !== 'string' || !payload.sub)
          return null;
        if (payload.aud !== AUDIENCE[kind]) return null;
        return { sub: payload.sub, sid: payload.sid, kind };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof tokenService>;
