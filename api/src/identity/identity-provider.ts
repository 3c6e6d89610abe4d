import type { VerifiedPerson } from './verification-token';

/** What prepare stores on the server, keyed by the token version id, until it expires. */
export interface PreparedRequest {
  tokenVersionId: string;
  encData: string;
  integrity: string;
  formAction: string;
  requestNo: string;
  /** provider-specific keys, kept on the server only */
  secret: string;
  expiresAt: Date;
}

/** The fields the provider's window returns to the callback. */
export interface CallbackFields {
  encData: string;
  integrity: string;
  /** typed on the dev page only */
  name?: string | undefined;
  phone?: string | undefined;
}

export interface IdentityProvider {
  kind: 'dev' | 'nice';
  prepare(now: Date): Promise<PreparedRequest>;
  /** The verified person, or null when the answer does not check out. */
  verify(
    stored: { requestNo: string; secret: string },
    fields: CallbackFields,
  ): Promise<VerifiedPerson | null>;
}
