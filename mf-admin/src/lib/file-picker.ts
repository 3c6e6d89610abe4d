/** Adds picked files, skipping one with the same name and size as a file already chosen (spec 2.11). */
export function addFiles(current: readonly File[], picked: Iterable<File>): File[] {
  const next = [...current];
  for (const file of picked) {
    if (!next.some((chosen) => chosen.name === file.name && chosen.size === file.size)) next.push(file);
  }
  return next;
}
