import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { fileStamp } from './load-server-build';
import type { Preload } from './page-html';

const manifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string() }) }),
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({
        js: z.object({ sync: z.array(z.string()), async: z.array(z.string()) }),
        css: z.object({ sync: z.array(z.string()), async: z.array(z.string()) }),
      }),
    }),
  ),
});

const manifests = new Map<string, z.infer<typeof manifestSchema>>();

function readManifest(file: string) {
  const stamp = fileStamp(file);
  if (!stamp) return null;
  let manifest = manifests.get(stamp);
  if (!manifest) {
    manifest = manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    manifests.set(stamp, manifest);
  }
  return manifest;
}

/**
 * The files a remote's page needs at once, from its mf-manifest.json: its CSS (the `./pages` expose's
 * page's files and shared ones, small, linked so that the HTML is styled before any script), and the manifest, entry, pages
 * module to preload together; the page chunk (`page-<key>.*`, named in each remote's pages.ts) gives
 * only its CSS.
 */
export function remoteAssets(dir: string, publicFolder: string, pageKey: string) {
  const manifest = readManifest(path.join(dir, 'mf-manifest.json'));
  const expose = manifest?.exposes.find((e) => e.path === './pages');
  if (!manifest || !expose) return { css: [], preload: [] };
  const url = (file: string) => `${publicFolder}${file}`;
  const pageChunk = (file: string) => file.startsWith(`page-${pageKey}.`);
  // The federation runtime loads the manifest, entry and exposed module in CORS mode. Not the page chunk:
  // webpack loads it in no-CORS mode, where Chromium answers a retry with a preload that failed (a tab
  // that lost the network kept failing after 다시 시도); the shell asks for it right after the module.
  const preload: Preload[] = [
    { href: url('mf-manifest.json'), as: 'fetch', cors: true },
    ...[manifest.metaData.remoteEntry.name, ...expose.assets.js.sync].map((file) => ({
      href: url(file),
      as: 'script' as const,
      cors: true,
    })),
  ];
  // the page's own CSS and the CSS chunks shared by several pages; not the other pages' CSS
  const css = expose.assets.css.async.filter((file) => !file.startsWith('page-') || pageChunk(file));
  const files = [...expose.assets.css.sync, ...css];
  return { css: files.map((file) => ({ href: url(file), file: path.join(dir, file) })), preload };
}
