/** BUILD_LABEL at build time (webpack.config.mjs); undefined under jest. */
declare const __BUILD_LABEL__: string | undefined;
