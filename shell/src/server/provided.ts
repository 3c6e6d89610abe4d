import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as baseApi from '@portal/shared-types/client/base-api';
import * as navigation from '@portal/shared-types/client/navigation';
import * as queryClient from '@portal/shared-types/client/query-client';
import * as readApi from '@portal/shared-types/client/read-api';
import * as useQuery from '@portal/shared-types/client/use-query';

/**
 * The one instance of each shared package, handed to every remote's server build when it is loaded
 * (the server-side counterpart of the browser's shared singletons; list: scripts/webpack/server-shared.mjs).
 */
export const provided: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  '@portal/shared-types/client/base-api': baseApi,
  '@portal/shared-types/client/navigation': navigation,
  '@portal/shared-types/client/query-client': queryClient,
  '@portal/shared-types/client/read-api': readApi,
  '@portal/shared-types/client/use-query': useQuery,
};
