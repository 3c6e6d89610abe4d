import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import { z } from 'zod';
import { provideServerHtmlSanitizer } from '@portal/shared-types/site/server-html-sanitizer';
import type { RemoteName, RouteEntry } from '@portal/shared-types/site/routes';
import { sanitizeRichText } from '../../html/sanitize';
import { evaluateServerBuild, fileStamp } from './load-server-build';
import { publicFolderOf, type RemoteBuilds } from './live-remotes';
import { pageHtml, type PageAssets, type Preload } from './page-html';
import { remoteAssets } from './remote-assets';

/** What the shell's server build (shell/src/server/render.tsx) exports. */
interface ShellServerBuild {
  provided: Record<string, unknown>;
  render(input: {
    url: string;
    apiBase: string;
    loadRemote(name: RemoteName): Promise<RemoteServerBuild>;
  }): Promise<{
    status: number;
    title: string;
    html: string;
    apiState: unknown;
    page: { remote: RemoteName; key: RouteEntry['key'] } | null;
  } | null>;
}

const isFunction = (value: unknown) => typeof value === 'function';
const shellBuildSchema = z.object({
  provided: z.record(z.string(), z.unknown()),
  render: z.custom<ShellServerBuild['render']>(isFunction),
});
const remoteBuildSchema = z.object({
  pages: z.record(z.string(), z.unknown()),
  prefetch: z.record(z.string(), z.custom<(context: unknown) => Promise<unknown>>(isFunction)),
  setPublicPath: z.custom<(url: string) => void>(isFunction),
});
/** A remote's server build as the API sees it: handed to the shell's render, which knows its pages. */
type RemoteServerBuild = z.infer<typeof remoteBuildSchema>;

export interface RenderedPage {
  status: number;
  html: string;
}

/** Renders a page to HTML, or answers null when the page is client-rendered (admin) or cannot be. */
export type PageRenderer = (req: Request) => Promise<RenderedPage | null>;

interface Options {
  /** shell/dist: index.html, the shell's CSS and server/render.js */
  shellDist: string;
  remoteBuilds: RemoteBuilds;
  /** the remotes list the browser would read from /mf-remotes.json, inlined in the page */
  remoteUrls: () => Record<RemoteName, string>;
}

/** The scripts every page starts with (shell/dist/start-files.json, written by the shell's build). */
function startScripts(shellDist: string): Preload[] {
  try {
    const files = z
      .array(z.string())
      .parse(JSON.parse(readFileSync(path.join(shellDist, 'start-files.json'), 'utf8')));
    return files.map((file) => ({ href: `/${file}`, as: 'script' }));
  } catch {
    return []; // an older build without the list: the browser finds them itself
  }
}

/** The page-start script of the shell's build (shell/src/page-start.js), if it has one. */
function pageStarter(shellDist: string): string | null {
  const name = readdirSync(shellDist).find((file) => /^page-start\.[0-9a-f]{8}\.js$/.test(file));
  return name ? `/${name}` : null;
}

const RELATIVE_URL = /url\(\s*(?!['"]?(?:\/|data:|https?:|#))/i;

/** The API's own address as this request reached it: the server render's data calls go there. */
function apiBaseOf(req: Request): string {
  const host = req.socket.localAddress ?? '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${req.socket.localPort}`;
}

/**
 * Server rendering of public pages, so that they arrive as HTML. The shell's server build is loaded once per
 * build; each remote's server build once per live version (folder), with the shell's React, React Router and Redux Toolkit.
 * Any failure is logged once per cause and answered with null, so the caller sends the plain page.
 */
export function createPageRenderer({ shellDist, remoteBuilds, remoteUrls }: Options): PageRenderer {
  // rich text in server-rendered pages is cleaned with the API's own allowlist
  provideServerHtmlSanitizer(sanitizeRichText);
  const shellFile = path.join(shellDist, 'server', 'render.js');
  const indexFile = path.join(shellDist, 'index.html');
  let shell: {
    stamp: string;
    build: ShellServerBuild;
    template: string;
    css: { href: string; file: string }[];
    start: Preload[];
    starter: string | null;
  } | null = null;
  const remotes = new Map<string, Promise<RemoteServerBuild>>();
  // built CSS files are named by their content: read once each
  const cssTexts = new Map<string, string | null>();
  const inline = ({ href, file }: { href: string; file: string }) => {
    if (!cssTexts.has(file)) {
      let text: string | null = null;
      try {
        text = readFileSync(file, 'utf8');
        // a relative url() would point elsewhere from the page: such a file stays linked
        if (RELATIVE_URL.test(text)) text = null;
      } catch {
        // not on this disk: the browser fetches it
      }
      cssTexts.set(file, text);
    }
    return { href, text: cssTexts.get(file) ?? null };
  };
  const logged = new Set<string>();

  function loadShell() {
    const stamp = fileStamp(shellFile);
    if (!stamp) throw new Error(`the shell has no server build (${shellFile})`);
    if (shell?.stamp !== stamp) {
      const build = shellBuildSchema.parse(evaluateServerBuild(shellFile, {}));
      const css = readdirSync(shellDist).filter((name) => name.endsWith('.css'));
      shell = {
        stamp,
        build,
        template: readFileSync(indexFile, 'utf8'),
        css: css.map((name) => ({ href: `/${name}`, file: path.join(shellDist, name) })),
        start: startScripts(shellDist),
        starter: pageStarter(shellDist),
      };
      remotes.clear(); // remote builds hold the old shell's modules
    }
    return shell;
  }

  function loadRemote(name: RemoteName, provided: Record<string, unknown>): Promise<RemoteServerBuild> {
    const live = remoteBuilds()[name];
    const file = live?.dir ? path.join(live.dir, 'server', 'pages.js') : null;
    const stamp = file && fileStamp(file);
    if (!file || !stamp)
      return Promise.reject(new Error(`${name} has no server build (${file ?? live?.entry})`));
    let loaded = remotes.get(stamp);
    if (!loaded) {
      loaded = Promise.resolve().then(() => {
        const module = remoteBuildSchema.parse(evaluateServerBuild(file, provided));
        module.setPublicPath(publicFolderOf(live.entry));
        return module;
      });
      loaded.catch(() => remotes.delete(stamp)); // a failed load is tried again next time
      remotes.set(stamp, loaded);
    }
    return loaded;
  }

  return async (req) => {
    try {
      const { build, template, css, start, starter } = loadShell();
      const result = await build.render({
        url: req.originalUrl,
        apiBase: apiBaseOf(req),
        loadRemote: (name) => loadRemote(name, build.provided),
      });
      if (!result) return null;
      const live = result.page ? remoteBuilds()[result.page.remote] : null;
      const assets: PageAssets = { css: css.map(inline), preload: [...start], starter };
      if (result.page && live?.dir) {
        const remote = remoteAssets(live.dir, publicFolderOf(live.entry), result.page.key);
        assets.css.push(...remote.css.map(inline));
        assets.preload.push(...remote.preload);
      }
      const data = { remotes: remoteUrls(), apiState: result.apiState, page: result.page };
      return { status: result.status, html: pageHtml(template, result, data, assets) };
    } catch (error) {
      const cause = error instanceof Error ? error.message.slice(0, 200) : String(error);
      if (!logged.has(cause)) {
        logged.add(cause);
        req.log?.warn({ err: error }, 'server render failed: the page is sent for client rendering');
      }
      return null;
    }
  };
}
