// Bundles the API's entry points; npm packages stay external, shared-types is compiled in.
// `--outdir <dir>` writes the bundles there instead of dist/ (the tests that run the published verifier
// build their own copy, so that two of them, or the build, never write the same file at once).
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outdirAt = process.argv.indexOf('--outdir');
const outdir = path.resolve(import.meta.dirname, outdirAt >= 0 ? process.argv[outdirAt + 1] : 'dist');

const bundleSharedTypes = {
  name: 'bundle-shared-types',
  setup(context) {
    context.onResolve({ filter: /^@portal\/shared-types\// }, (args) => ({
      path: new URL(
        `../shared-types/src/${args.path.slice('@portal/shared-types/'.length)}.ts`,
        import.meta.url,
      ).pathname,
    }));
  },
};

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [bundleSharedTypes],
  logLevel: 'warning',
});

// The draw verifier is published as one file with everything in it: plain node runs it.
await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: { 'draw-verifier': 'src/draw/verifier.ts' },
  outdir: path.join(outdir, 'public'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [bundleSharedTypes],
  logLevel: 'warning',
});

// The written draw methods, served as the 추첨 방법 page and as text files: v3 for rounds created since it,
// v2 for the rounds frozen before, which keep being checked by it.
mkdirSync(path.join(outdir, 'public'), { recursive: true });
for (const version of ['v2', 'v3']) {
  copyFileSync(
    new URL(`../docs/draw-method-${version}.md`, import.meta.url),
    path.join(outdir, 'public', `draw-method-${version}.md`),
  );
}
