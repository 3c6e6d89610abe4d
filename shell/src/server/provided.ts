import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as Redux from 'redux';
import * as Toolkit from '@reduxjs/toolkit';
import * as ToolkitQuery from '@reduxjs/toolkit/query';
import * as ToolkitQueryReact from '@reduxjs/toolkit/query/react';
import * as ReactRedux from 'react-redux';
import * as baseApi from '@portal/shared-types/client/base-api';
import * as navigation from '@portal/shared-types/client/navigation';
import * as readApi from '@portal/shared-types/client/read-api';
import * as store from '@portal/shared-types/client/store';

/**
 * The one instance of each shared package, handed to every remote's server build when it is loaded
 * (the server-side counterpart of the browser's shared singletons; list: scripts/webpack/server-shared.mjs).
 */
export const provided: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  redux: Redux,
  '@reduxjs/toolkit': Toolkit,
  '@reduxjs/toolkit/query': ToolkitQuery,
  '@reduxjs/toolkit/query/react': ToolkitQueryReact,
  'react-redux': ReactRedux,
  '@portal/shared-types/client/base-api': baseApi,
  '@portal/shared-types/client/navigation': navigation,
  '@portal/shared-types/client/read-api': readApi,
  '@portal/shared-types/client/store': store,
};
