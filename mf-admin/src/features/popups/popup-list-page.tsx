import { Link } from 'react-router-dom';
import { messages } from '@portal/shared-types/common/messages';
import { popupStatusLabel } from '@portal/shared-types/popups/popup-rules';
import { paths } from '@portal/shared-types/site/routes';
import styles from '../../components/admin-ui.module.css';
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
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>팝업 목록</caption>
          <thead>
            <tr>
              <th scope="col">제목</th>
              <th scope="col">게시 기간</th>
              <th scope="col">상태</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {popups.length === 0 && (
              <tr>
                {/* a list that did not load is never shown as "no popups" */}
                <td colSpan={4} role={isError ? 'alert' : undefined}>
                  {isError ? messages.popupLoadFailed : messages.noPopups}
                </td>
              </tr>
            )}
            {popups.map((popup) => (
              <tr key={popup.id}>
                <td>{popup.title}</td>
                <td>
                  {popup.startTs} ~ {popup.endTs}
                </td>
                <td>{popupStatusLabel(popup, now)}</td>
                <td className={styles.actions}>
                  <Link to={paths.popupEdit(popup.id)} aria-label={`${popup.title} 수정`}>
                    수정
                  </Link>
                  <button type="button" aria-label={`${popup.title} 삭제`} onClick={() => remove(popup.id)}>
                    삭제
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
