import { INCOME_TABLE } from '@portal/shared-types/rounds/eligibility';
import page from '../../components/page.module.css';

const won = (amount: number) => amount.toLocaleString('ko-KR');

/** The reference income table, straight from shared-types. */
export function IncomeTable() {
  return (
    <div className={page.tableWrap}>
      <table className={`${page.table} ${page.compact}`}>
        <caption>도시근로자 가구당 월평균소득 기준 (단위: 원)</caption>
        <thead>
          <tr>
            <th scope="col" className={page.noWrap}>
              가구원 수
            </th>
            <th scope="col" className={page.numericHeading}>
              100% (1순위)
            </th>
            <th scope="col" className={page.numericHeading}>
              110% (2순위)
            </th>
            <th scope="col" className={page.numericHeading}>
              120% (3순위)
            </th>
          </tr>
        </thead>
        <tbody>
          {INCOME_TABLE.map((row) => (
            <tr key={row.householdSize}>
              <th scope="row" className={page.noWrap}>
                {row.householdSize}인
              </th>
              <td className={page.numeric}>{won(row.percent100)}</td>
              <td className={page.numeric}>{won(row.percent110)}</td>
              <td className={page.numeric}>{won(row.percent120)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
