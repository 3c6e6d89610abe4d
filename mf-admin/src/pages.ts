import type { RemotePagesModule } from '@portal/shared-types/remote-contract';

/** The pages this remote owns; a route without a page here shows the shell's "being prepared" line. */
export const pages: RemotePagesModule['pages'] = {};
