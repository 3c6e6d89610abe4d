import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Remote entry scripts may take up to 120 seconds on a slow line (spec section 8); the SDK waits 20. */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;

export default function loadTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-load-timeout',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
  };
}
