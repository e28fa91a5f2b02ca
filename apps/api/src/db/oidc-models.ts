import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { cutClientAccess } from './client-access.ts';
import type { Db } from './client.ts';
import { oidcModels } from './schema.ts';

/** Models that belong to a grant, and are revoked with it. */
const grantable = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
];

/**
 * Whether a value can name a row: ids, uids and codes come from requests (a code at the token
 * endpoint, for one), and a NUL byte, which no text column holds, would fail the query (a 500).
 */
function canName(value: string): boolean {
  return !value.includes('\u0000');
}

/**
 * oidc-provider's storage on our database: one `oidc_models` row per model instance (session,
 * interaction, authorization code, grant, token…), so the provider keeps its state across restarts
 * and across server processes, on PGlite and PostgreSQL alike. Expired rows are never returned and
 * are swept by the sign-in upkeep (`deleteExpiredModels`).
 */
export class DrizzleAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly kind: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const row = {
      kind: this.kind,
      id,
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oidcModels)
      .values(row)
      .onConflictDoUpdate({ target: [oidcModels.kind, oidcModels.id], set: row });
  }

  async #findBy(column: 'id' | 'uid' | 'userCode', value: string): Promise<AdapterPayload | undefined> {
    if (!canName(value)) return undefined;
    const [row] = await this.db
      .select()
      .from(oidcModels)
      .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels[column], value)))
      .limit(1);
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
    return {
      ...row.payload,
      ...(row.consumedAt && { consumed: Math.floor(row.consumedAt.getTime() / 1000) }),
    } as AdapterPayload;
  }

  find(id: string) {
    return this.#findBy('id', id);
  }

  findByUid(uid: string) {
    return this.#findBy('uid', uid);
  }

  findByUserCode(userCode: string) {
    return this.#findBy('userCode', userCode);
  }

  async consume(id: string): Promise<void> {
    if (!canName(id)) return;
    await this.db
      .update(oidcModels)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
  }

  /**
   * Deletes one instance. The provider deletes a grant when it revokes it before it ends: at
   * sign-out, and when one of its authorization codes is presented again (a stolen code), besides
   * its codes (`revokeByGrantId`). The access tokens issued under it are JWTs the provider keeps no
   * copy of, so the public API is told instead: the grant's account's access is cut there
   * (`cutClientAccess`), every access token the account holds stops working.
   */
  async destroy(id: string): Promise<void> {
    if (!canName(id)) return;
    const [row] = await this.db
      .delete(oidcModels)
      .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)))
      .returning({ accountId: sql<string | null>`${oidcModels.payload}->>'accountId'` });
    if (this.kind === 'Grant' && row?.accountId)
      await cutClientAccess(this.db, row.accountId, 'grant-revoked');
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    if (!canName(grantId)) return;
    await this.db
      .delete(oidcModels)
      .where(and(inArray(oidcModels.kind, grantable), eq(oidcModels.grantId, grantId)));
  }
}

/** Deletes the provider's instances that have expired (the sign-in upkeep), on the provider's clock. */
export async function deleteExpiredModels(db: Db): Promise<void> {
  await db.delete(oidcModels).where(lte(oidcModels.expiresAt, new Date()));
}
