import page from '../../components/page.module.css';
import { Tabs } from '../../components/tabs/tabs';
import {
  documentNotes,
  generalSupplyDocuments,
  newlywedDocuments,
  specialSupplyDocuments,
} from './document-lists';
import { DocumentsTable } from './documents-table';

/** Required documents (spec 2.5): special and general tabs, newlywed extras and the notes. */
export default function DocumentsPage() {
  return (
    <>
      <section className={page.section} aria-labelledby="documents-title">
        <h2 id="documents-title" className={page.heading}>
          공급유형별 제출서류
        </h2>
        <Tabs
          label="공급유형"
          tabs={[
            {
              label: '특별공급',
              content: (
                <DocumentsTable
                  caption={`특별공급 제출서류 (${specialSupplyDocuments.length}종)`}
                  documents={specialSupplyDocuments}
                />
              ),
            },
            {
              label: '일반공급',
              content: (
                <>
                  <DocumentsTable
                    caption={`일반공급 제출서류 (${generalSupplyDocuments.length}종)`}
                    documents={generalSupplyDocuments}
                  />
                  <h3 className={page.subheading}>신혼부부·예비신혼부부 추가 서류</h3>
                  <DocumentsTable
                    caption="신혼부부·예비신혼부부 추가 제출서류"
                    documents={newlywedDocuments}
                  />
                </>
              ),
            },
          ]}
        />
      </section>
      <section className={page.section} aria-labelledby="document-notes-title">
        <h2 id="document-notes-title" className={page.heading}>
          유의사항
        </h2>
        <ol className={page.orderedList}>
          {documentNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ol>
      </section>
    </>
  );
}
