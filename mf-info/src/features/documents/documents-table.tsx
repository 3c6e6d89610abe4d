import page from '../../components/page.module.css';
import type { RequiredDocument } from './document-lists';
import styles from './documents-page.module.css';

/** A table of documents with columns document, issuing place and notes. */
export function DocumentsTable({
  caption,
  documents,
}: {
  caption: string;
  documents: readonly RequiredDocument[];
}) {
  return (
    <div className={page.tableWrap}>
      <table className={`${page.table} ${styles.documents}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.number}>
              번호
            </th>
            <th scope="col">서류명</th>
            <th scope="col">발급처</th>
            <th scope="col">비고</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document, i) => (
            <tr key={document.name}>
              <td className={styles.number}>{i + 1}</td>
              <th scope="row">{document.name}</th>
              <td data-label="발급처">{document.issuer}</td>
              <td data-label="비고">
                {document.note}
                {document.details && (
                  <ul className={styles.details}>
                    {document.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
