/**
 * The modules the shell's server build provides to every remote's server build (one instance of each,
 * like the browser's shared singletons). Keep in step with shell/src/server/provided.ts.
 */
export const providedByHost = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@portal/web-runtime/base-api',
  '@portal/web-runtime/navigation',
  '@portal/web-runtime/query-client',
  '@portal/web-runtime/read-api',
  '@portal/web-runtime/use-query',
];
