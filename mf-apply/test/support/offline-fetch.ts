// jsdom has no fetch; RTK Query warns at import without one. Every call fails as if offline.
Object.assign(globalThis, { fetch: () => Promise.reject(new TypeError('offline')) });
