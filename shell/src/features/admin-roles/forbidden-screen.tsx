import { Link } from 'react-router-dom';
import { messages } from '@portal/shared-types/common/messages';
import { paths } from '@portal/shared-types/site/routes';
import styles from './forbidden-screen.module.css';

/** An admin screen opened without one of its roles: says so plainly and leads back to 관리자 홈. */
export function ForbiddenScreen() {
  return (
    <section className={styles.panel} aria-labelledby="forbidden-screen-text">
      <p id="forbidden-screen-text" className={styles.text}>
        {messages.adminScreenForbidden}
      </p>
      <p>맡은 역할에 이 화면이 없으면 최고 관리자에게 역할을 요청해 주세요.</p>
      <Link className={styles.home} to={paths.admin()}>
        관리자 홈으로 가기
      </Link>
    </section>
  );
}
