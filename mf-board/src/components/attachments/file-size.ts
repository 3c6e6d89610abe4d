const UNITS = ['KB', 'MB', 'GB'] as const;

/** A size as Korean boards write it: bytes below 1 KB, then one decimal (1.2 MB), by 1024s. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes) || 0)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB would round to "1024.0 KB": write it as the next unit instead
  if (Number(value.toFixed(1)) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** The extension as the icon writes it (HWP, XLSX), or null when there is none worth showing. */
export function extensionLabel(fileName: string): string | null {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1) : '';
  return /^[a-z0-9]{1,4}$/i.test(extension) ? extension.toUpperCase() : null;
}
