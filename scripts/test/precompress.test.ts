// The build's compressed copies (scripts/webpack/precompress-plugin.mjs): small scripts are sent compressed
// too, since most of a page's requests are chunks under a kilobyte, but never a copy larger than the file.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { precompressFile } from '../webpack/precompress-plugin.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-precompress-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function built(name: string, body: string | Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, body);
  precompressFile(file);
  return file;
}

test('a chunk of a few hundred bytes gets a brotli and a gzip copy, each smaller than it', () => {
  const source = `"use strict";(self.webpackChunk=self.webpackChunk||[]).push([[540],{${'a:function(e,t,n){n.d(t,{x:()=>1})},'.repeat(12)}}]);`;
  assert.ok(source.length > 300 && source.length < 1024);
  const file = built('540.abc.js', source);
  for (const suffix of ['.br', '.gz']) {
    assert.ok(existsSync(file + suffix), `${suffix} written`);
    assert.ok(statSync(file + suffix).size < source.length);
  }
});

test('a file too small to gain, or that does not compress, keeps no copy', () => {
  const tiny = built('1.tiny.js', 'self.x=1;');
  const noise = built('2.noise.js', randomBytes(600));
  for (const file of [tiny, noise])
    for (const suffix of ['.br', '.gz']) assert.equal(existsSync(file + suffix), false, file + suffix);
});

test('images and fonts are left alone', () => {
  const image = built('logo.png', Buffer.alloc(4096));
  assert.equal(existsSync(`${image}.br`), false);
});
