/**
 * The modules the shell's server build provides to every remote's server build (one instance of each,
 * like the browser's shared singletons). Keep in step with shell/src/server/provided.ts.
 */
export const providedByHost = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router',
  'react-router-dom',
  'redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  '@portal/web-runtime/base-api',
  '@portal/web-runtime/leave-guard',
  '@portal/web-runtime/page-title',
  '@portal/web-runtime/read-api',
  '@portal/web-runtime/store',
];
