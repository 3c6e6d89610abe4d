import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router-dom';
import * as Redux from 'redux';
import * as Toolkit from '@reduxjs/toolkit';
import * as ToolkitQuery from '@reduxjs/toolkit/query';
import * as ToolkitQueryReact from '@reduxjs/toolkit/query/react';
import * as ReactRedux from 'react-redux';
import * as baseApi from '@portal/web-runtime/base-api';
import * as leaveGuard from '@portal/web-runtime/leave-guard';
import * as pageTitle from '@portal/web-runtime/page-title';
import * as readApi from '@portal/web-runtime/read-api';
import * as store from '@portal/web-runtime/store';

/**
 * The one instance of each shared package, handed to every remote's server build when it is loaded
 * (the server-side counterpart of the browser's shared singletons; list: scripts/webpack/server-shared.mjs).
 */
export const provided: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-router': ReactRouter,
  'react-router-dom': ReactRouterDom,
  redux: Redux,
  '@reduxjs/toolkit': Toolkit,
  '@reduxjs/toolkit/query': ToolkitQuery,
  '@reduxjs/toolkit/query/react': ToolkitQueryReact,
  'react-redux': ReactRedux,
  '@portal/web-runtime/base-api': baseApi,
  '@portal/web-runtime/leave-guard': leaveGuard,
  '@portal/web-runtime/page-title': pageTitle,
  '@portal/web-runtime/read-api': readApi,
  '@portal/web-runtime/store': store,
};
