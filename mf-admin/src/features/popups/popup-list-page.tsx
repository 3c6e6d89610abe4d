import { Link } from 'react-router-dom';
import { messages } from '@portal/shared-types/common/messages';
import { popupStatusLabel } from '@portal/shared-types/popups/popup-rules';
import { paths } from '@portal/shared-types/site/routes';
import styles from '../../components/admin-ui.module.css';
import { DataTable } from '../../components/data-table/data-table';
import { useAdminDeletePopupMutation, useAdminGetPopupsQuery } from './popups-api';

/** /admin/popup: every popup with its period and 활성/비활성 (today in Seoul), edit and delete. */
export default function PopupListPage() {
  const { data: popups = [], isLoading, isError } = useAdminGetPopupsQuery();
  const [deletePopup] = useAdminDeletePopupMutation();
  const now = new Date();

  const remove = async (id: number) => {
    if (!window.confirm(messages.confirmDelete)) return;
    try {
      await deletePopup(id).unwrap();
    } catch {
      window.alert(messages.deleteFailed);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="popup-list-heading">
      <div className={styles.sectionHeader}>
        <h2 id="popup-list-heading">팝업 목록</h2>
        <div className={styles.actions}>
          <Link className={`${styles.button} ${styles.primary}`} to={paths.popupCreate()}>
            팝업 등록
          </Link>
          <Link className={styles.button} to={paths.admin()}>
            관리자 페이지
          </Link>
        </div>
      </div>
      {isLoading ? (
        <p role="status">{messages.loading}</p>
      ) : (
        <DataTable
          caption="팝업 목록"
          captionHidden
          columns={[
            { header: '제목', cell: (popup) => popup.title, sortValue: (popup) => popup.title },
            {
              header: '게시 기간',
              cell: (popup) => `${popup.startTs} ~ ${popup.endTs}`,
              sortValue: (popup) => popup.startTs,
            },
            { header: '상태', cell: (popup) => popupStatusLabel(popup, now) },
            {
              header: '관리',
              cell: (popup) => (
                <div className={styles.actions}>
                  <Link to={paths.popupEdit(popup.id)} aria-label={`${popup.title} 수정`}>
                    수정
                  </Link>
                  <button type="button" aria-label={`${popup.title} 삭제`} onClick={() => remove(popup.id)}>
                    삭제
                  </button>
                </div>
              ),
            },
          ]}
          rows={popups}
          rowKey={(popup) => popup.id}
          // a list that did not load is never shown as "no popups"
          empty={isError ? messages.popupLoadFailed : messages.noPopups}
          emptyRole={isError ? 'alert' : undefined}
        />
      )}
    </section>
  );
}
