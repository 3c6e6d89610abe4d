import { identityPrepareSchema } from '../../identity/identity.schema';
import { callsOf } from '../call';
import { identityRoutes } from '../routes/identity';

const callback =
  "The provider's return URL (HTML page posting name, phone, verificationToken and its expiresAt to its opener)";

const devPage = "Development only (IDENTITY_PROVIDER=dev): a stand-in for the provider's page";

export const identityCalls = callsOf(identityRoutes, {
  prepare: { summary: 'Prepare an identity verification', response: identityPrepareSchema },
  callback: { summary: callback, produces: 'text/html' },
  callbackPost: { summary: callback, produces: 'text/html' },
  devPage: { summary: devPage, produces: 'text/html' },
  devPagePost: { summary: devPage, produces: 'text/html' },
});
