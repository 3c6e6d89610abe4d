import { Link } from 'react-router-dom';
import { messages } from '@portal/shared-types/common/messages';
import { paths } from '@portal/shared-types/site/routes';

export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <h2 id="not-found-title">{messages.pageNotFound}</h2>
      <p>주소를 다시 확인하시거나 홈으로 이동해 주세요.</p>
      <p>
        <Link to={paths.home()}>홈으로 가기</Link>
      </p>
    </section>
  );
}
