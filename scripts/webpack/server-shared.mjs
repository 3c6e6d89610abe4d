/**
 * The modules the shell's server build provides to every remote's server build (one instance of each,
 * like the browser's shared singletons). Keep in step with shell/src/server/provided.ts.
 */
export const providedByHost = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@portal/shared-types/client/base-api',
  '@portal/shared-types/client/navigation',
  '@portal/shared-types/client/query-client',
  '@portal/shared-types/client/read-api',
  '@portal/shared-types/client/use-query',
];
