import { useId, useState, type FormEvent } from 'react';
import type { DrawResult } from '@portal/shared-types/draw/draw';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { SUPPLY_TYPE_CODES, supplyTypeAreaLabel } from '@portal/shared-types/supply/supply-type-labels';
import type { FrozenRow } from '@portal/shared-types/draw/frozen-list';
import { normalizeReceiptNumber } from '@portal/shared-types/draw/receipt-number';
import { winningStateColor } from '@portal/shared-types/applicants/winning-state-rules';
import { formatWinningState } from '@portal/shared-types/draw/winning-state';
import { drawFiles } from './draw-api';
import styles from './draw.module.css';
import { WinningBadge } from '../../components/winning-badge';

type Drawn = NonNullable<RoundDrawInfo['draw']>;
type Row = Drawn['results'][string][number];
type Changed = RoundDrawInfo['changed'];
type Amendment = RoundDrawInfo['amendments'][number];

const FIRST_ROWS = 20;
const MORE_ROWS = 100;

function ResultBadge({ result }: { result: DrawResult }) {
  const text = formatWinningState(result);
  return <WinningBadge label={text} color={winningStateColor(text)} />;
}

const tierText = (tier: number | null | undefined) => (tier ? `${tier}순위` : '-');

/**
 * A drawn result that is no longer so: the state now (부적격, 포기, 기한 경과, 당첨(추가), ...), linked to
 * the published amendment that made it, with its reason, when there is one.
 */
function ChangedNote({ receiptNumber, info }: { receiptNumber: string; info: RoundDrawInfo }) {
  const changed = info.changed[receiptNumber];
  if (!changed) return null;
  if (changed.amendment === null)
    return (
      <span className={styles.changed}>
        추첨 후 변경, 현재 <strong>{changed.state}</strong>
      </span>
    );
  const amendment: Amendment | undefined = info.amendments.find((row) => row.number === changed.amendment);
  return (
    <span className={styles.changed}>
      추첨 후 변경, 현재 <strong>{changed.state}</strong> (
      <a href={`#amendment-${changed.amendment}`}>변경 {changed.amendment}</a>
      {amendment ? `: ${amendment.reason}` : ''})
    </span>
  );
}

/**
 * The published ranking of every supply type with its tiers and a receipt-number search. The drawn
 * result stays as drawn; a later change shows beside it as the state now.
 */
export function DrawResults({ info, draw }: { info: RoundDrawInfo; draw: Drawn }) {
  const rowsByNumber = new Map((info.frozen?.list ?? []).map((row) => [row.receiptNumber, row]));
  return (
    <section aria-labelledby="draw-results-title" className={styles.section}>
      <h3 id="draw-results-title">추첨 결과</h3>
      <FindMine draw={draw} info={info} />
      {SUPPLY_TYPE_CODES.filter((type) => draw.results[type]).map((supplyType) => (
        <TypeResults
          key={supplyType}
          supplyType={supplyType}
          rows={draw.results[supplyType]!}
          listed={rowsByNumber}
          info={info}
        />
      ))}
    </section>
  );
}

function foundText(found: { supplyType: string; row: Row }, changed: Changed) {
  const { row, supplyType } = found;
  const drawn = `${row.receiptNumber}: ${supplyTypeAreaLabel(supplyType)} ${row.rank}위, ${formatWinningState(row.result)}`;
  const now = changed[row.receiptNumber];
  return now ? `${drawn} (추첨 결과). 추첨 후 변경되어 현재 ${now.state}입니다.` : drawn;
}

function FindMine({ draw, info }: { draw: Drawn; info: RoundDrawInfo }) {
  const inputId = useId();
  const [found, setFound] = useState<{ supplyType: string; row: Row } | null | undefined>(undefined);
  // a search box without a rule to show: the typed number is read on submit, normalized as stored
  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = normalizeReceiptNumber(
      String(new FormData(event.currentTarget).get('receiptNumber') ?? ''),
    );
    for (const [supplyType, rows] of Object.entries(draw.results)) {
      const row = rows.find((candidate) => candidate.receiptNumber === wanted);
      if (row) return setFound({ supplyType, row });
    }
    setFound(null);
  };
  return (
    <form className={styles.find} onSubmit={find} role="search" aria-label="접수번호로 내 결과 찾기">
      <label htmlFor={inputId} className={styles.label}>
        접수번호로 내 결과 찾기
      </label>
      <input
        id={inputId}
        name="receiptNumber"
        placeholder="예: 2026A-7K3M-Q9"
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" className={styles.button}>
        찾기
      </button>
      <p role="status" className={styles.found}>
        {found === undefined
          ? ''
          : found === null
            ? '이 접수번호는 추첨 명단에 없습니다. 접수번호를 확인해 주세요.'
            : foundText(found, info.changed)}
        {found && <ChangedNote receiptNumber={found.row.receiptNumber} info={info} />}
      </p>
    </form>
  );
}

function TypeResults({
  supplyType,
  rows,
  listed,
  info,
}: {
  supplyType: string;
  rows: readonly Row[];
  listed: ReadonlyMap<string, FrozenRow>;
  info: RoundDrawInfo;
}) {
  const [shown, setShown] = useState(FIRST_ROWS);
  const label = supplyTypeAreaLabel(supplyType);
  return (
    <div className={styles.typeResults}>
      <div className={styles.tableWrap} role="region" aria-label={`${label} 추첨 결과`} tabIndex={0}>
        <table className={styles.table}>
          <caption>
            {label} 추첨 결과 ({rows.length.toLocaleString('ko-KR')}명)
          </caption>
          <thead>
            <tr>
              <th scope="col">순위</th>
              <th scope="col">접수번호</th>
              <th scope="col">소득 순위</th>
              <th scope="col">지역 순위</th>
              <th scope="col">결과</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map((row) => (
              <tr key={row.receiptNumber}>
                <td>{row.rank}</td>
                <th scope="row" className={styles.nowrap}>
                  {row.receiptNumber}
                </th>
                <td>{tierText(listed.get(row.receiptNumber)?.incomeTier)}</td>
                <td>{tierText(listed.get(row.receiptNumber)?.regionalTier)}</td>
                <td>
                  <ResultBadge result={row.result} />
                  <ChangedNote receiptNumber={row.receiptNumber} info={info} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown < rows.length && (
        <button type="button" className={styles.button} onClick={() => setShown(shown + MORE_ROWS)}>
          {label} 결과 더 보기 ({(rows.length - shown).toLocaleString('ko-KR')}명 남음)
        </button>
      )}
    </div>
  );
}

/** The files and the program to recompute the draw, with the command to run. */
export function Verify({
  roundId,
  commitment,
  amendments,
}: {
  roundId: number;
  commitment: string | null;
  /** the round's amendments file exists (from the draw on) */
  amendments: boolean;
}) {
  const file = `round-${roundId}-draw.json`;
  const amendmentsFile = `round-${roundId}-amendments.json`;
  return (
    <div className={styles.verify}>
      <p>
        추첨 입력 자료와 검증 프로그램을 내려받아 Node.js로 실행하면 같은 순위가 계산되고, 공개된 결과와
        같으면 <code>verified</code>가 출력됩니다. 검증 프로그램은 사용한 약속 요약값, 추첨 계획, 공급, 난수,
        시드를 함께 출력하므로 이 페이지의 값과 비교할 수 있습니다. 명단에 없는 접수번호를 넣으면 명단에
        없다고 알려 줍니다.
      </p>
      <ul>
        <li>
          <a href={drawFiles.inputs(roundId)} download={file}>
            추첨 입력 자료 내려받기 (JSON)
          </a>
        </li>
        {amendments && (
          <li>
            <a href={drawFiles.amendments(roundId)} download={amendmentsFile}>
              변경 내역 파일(amendments.json)
            </a>
          </li>
        )}
        <li>
          <a href={drawFiles.verifier} download="draw-verifier.mjs">
            검증 프로그램 내려받기 (draw-verifier.mjs)
          </a>
        </li>
      </ul>
      <pre className={styles.command}>
        <code>
          node draw-verifier.mjs {file} [접수번호]
          {commitment ? ` --commitment ${commitment}` : ''}
          {amendments ? ` --amendments ${amendmentsFile}` : ''}
        </code>
      </pre>
    </div>
  );
}
