// Federation needs an async boundary before any shared module is used.
//
// The shared libraries are started one by one, each in a task of its own, then the app: started all at
// once with the federation runtime they were one long task that kept a phone from answering a tap.
// Their files are requested together either way (the page preloads them); this orders only when each
// one's code runs. `webpackExports: []`: they only start a library here, so the build's check of the
// shared libraries' declared exports (scripts/webpack/shared-exports.mjs) has no names to check.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import(/* webpackExports: [] */ 'react-router-dom');
  await nextTask();
  await import(/* webpackExports: [] */ '@reduxjs/toolkit');
  await nextTask();
  await import(/* webpackExports: [] */ '@reduxjs/toolkit/query/react');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
