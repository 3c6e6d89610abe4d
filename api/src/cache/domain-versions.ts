/** The data domains whose public answers are cached; an admin write bumps its domain. */
export type Domain = 'notices' | 'resources' | 'popups' | 'rounds';

/**
 * One version counter per domain. Reads are synchronous (every cached request asks); a shared
 * implementation (Redis pub/sub for several API processes) keeps a local copy and bumps it on messages.
 */
export interface DomainVersions {
  current(domain: Domain): number;
  bump(domain: Domain): void;
}

/** The in-process counters: enough for one API process. */
export function localDomainVersions(): DomainVersions {
  const versions = new Map<Domain, number>();
  return {
    current: (domain) => versions.get(domain) ?? 0,
    bump: (domain) => {
      versions.set(domain, (versions.get(domain) ?? 0) + 1);
    },
  };
}
