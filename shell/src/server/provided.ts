import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as baseApi from '@portal/web-runtime/base-api';
import * as navigation from '@portal/web-runtime/navigation';
import * as queryClient from '@portal/web-runtime/query-client';
import * as readApi from '@portal/web-runtime/read-api';
import * as useQuery from '@portal/web-runtime/use-query';

/**
 * The one instance of each shared package, handed to every remote's server build when it is loaded
 * (the server-side counterpart of the browser's shared singletons; list: scripts/webpack/server-shared.mjs).
 */
export const provided: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  '@portal/web-runtime/base-api': baseApi,
  '@portal/web-runtime/navigation': navigation,
  '@portal/web-runtime/query-client': queryClient,
  '@portal/web-runtime/read-api': readApi,
  '@portal/web-runtime/use-query': useQuery,
};
