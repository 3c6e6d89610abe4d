/** `attachment; filename*=UTF-8''…` keeps Korean names intact; the ASCII fallback is for old clients. */
export function contentDisposition(kind: 'attachment' | 'inline', originalName: string): string {
  const fallback = originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(originalName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
