import { pageWindow } from '@portal/shared-types/board/board-list-rules';
import type { PaginationProps } from './board-list-contract';

/** The class names a part gives the row, so that each part keeps its own look. */
export interface PaginationClasses {
  nav?: string;
  /** the list of numbers */
  pages?: string;
  page?: string;
  /** added to the current page's button */
  current?: string;
  /** 처음, 이전, 다음 and 마지막 */
  step?: string;
}

export interface SharedPaginationProps extends PaginationProps {
  /** the numbers shown for the current page (defaults to a sliding window of five) */
  numbers?: (current: number, count: number) => number[];
  /** show 처음 and 마지막 too (defaults to true) */
  ends?: boolean;
  /** render nothing when there is one page or none */
  hideWhenSingle?: boolean;
  classes?: PaginationClasses;
}

const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * The page row of every list of the site: [처음], 이전, the numbers, 다음, [마지막]. 처음 and 이전 are
 * disabled on page 1, 다음 and 마지막 on the last page; the current number is marked `aria-current`.
 * Bundled into each part that uses it (not shared at run time), so a part deploys on its own.
 */
export function Pagination({
  page,
  pageCount,
  onChange,
  label = '페이지 이동',
  numbers = pageWindow,
  ends = true,
  hideWhenSingle = false,
  classes = {},
}: SharedPaginationProps) {
  if (hideWhenSingle && pageCount <= 1) return null;
  const last = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), last);
  const step = (text: string, target: number, disabled: boolean) => (
    <button type="button" className={classes.step} disabled={disabled} onClick={() => onChange(target)}>
      {text}
    </button>
  );
  return (
    <nav className={classes.nav} aria-label={label}>
      {ends && step('처음', 1, current <= 1)}
      {step('이전', current - 1, current <= 1)}
      <ol className={classes.pages}>
        {numbers(current, pageCount).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={classNames(classes.page, number === current && classes.current)}
              aria-current={number === current ? 'page' : undefined}
              aria-label={`${number} 페이지`}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ol>
      {step('다음', current + 1, current >= last)}
      {ends && step('마지막', last, current >= last)}
    </nav>
  );
}
