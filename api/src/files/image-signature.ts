/** The first bytes each image type starts with; a file named .png must really be a png. */
const SIGNATURES: Readonly<Record<string, (bytes: Buffer) => boolean>> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')),
  webp: (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};
const BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
};

/** False only for a file with an image extension whose bytes are not that image type. */
export function imageMatchesExtension(fileName: string, bytes: Buffer): boolean {
  const dot = fileName.lastIndexOf('.');
  const type = dot < 0 ? undefined : BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()];
  return type === undefined || SIGNATURES[type]!(bytes);
}
