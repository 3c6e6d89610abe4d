// Bundles the API's entry points; npm packages stay external, shared-types is compiled in.
import { build } from 'esbuild';

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      name: 'bundle-shared-types',
      setup(context) {
        context.onResolve({ filter: /^@portal\/shared-types\// }, (args) => ({
          path: new URL(
            `../shared-types/src/${args.path.slice('@portal/shared-types/'.length)}.ts`,
            import.meta.url,
          ).pathname,
        }));
      },
    },
  ],
  logLevel: 'warning',
});
