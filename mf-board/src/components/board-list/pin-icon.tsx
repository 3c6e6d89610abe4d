/** The pin mark of a pinned notice; the 공지 text beside it carries the meaning, so it is hidden. */
export function PinIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M10 1l5 5-2 1-3 3 1 4-1 1-3-3-4 4H2v-1l4-4-3-3 1-1 4 1 3-3z" />
    </svg>
  );
}
