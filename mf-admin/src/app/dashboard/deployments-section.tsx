import { useEffect, useState } from 'react';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import {
  EXTERNAL_VERSION,
  NOT_DEPLOYED_VERSION,
  parseLiveRemotes,
  type LiveRemotes,
} from '@portal/shared-types/site/live-remotes';
import { messages } from '@portal/shared-types/common/messages';
import { urlOf } from '@portal/shared-types/http/route';
import { siteRoutes } from '@portal/shared-types/http/routes/site';
import { remoteNames } from '@portal/shared-types/site/routes';
import styles from '../../components/admin-ui.module.css';
import { DataTable } from '../../components/data-table/data-table';

const FAILED = '배포 정보를 불러오지 못했습니다.';

function versionText(version: string): string {
  if (version === EXTERNAL_VERSION) return '외부 주소';
  if (version === NOT_DEPLOYED_VERSION) return '배포 전';
  return version;
}

/** Which version of each remote is live and since when, from /mf-remotes.json (docs/operations.md, "Shipping a remote"). */
export function DeploymentsSection({ fetchImpl = fetch }: { fetchImpl?: typeof fetch }) {
  const [live, setLive] = useState<LiveRemotes | 'failed' | undefined>(undefined);
  useEffect(() => {
    let current = true;
    fetchImpl(urlOf(siteRoutes.remotes), { cache: 'no-cache' })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((json: unknown) => parseLiveRemotes(json) ?? Promise.reject(new Error('malformed')))
      .then(
        (answer) => current && setLive(answer),
        () => current && setLive('failed'),
      );
    return () => {
      current = false;
    };
  }, [fetchImpl]);

  return (
    <section className={styles.section} aria-labelledby="admin-deployments-heading">
      <h2 id="admin-deployments-heading">배포 버전</h2>
      {live === undefined ? (
        <p role="status">{messages.loading}</p>
      ) : live === 'failed' ? (
        <p role="alert">{FAILED}</p>
      ) : (
        <DataTable
          caption="원격 모듈별 배포 버전"
          columns={[
            { header: '모듈', cell: (name) => name.replace('_', '-'), rowHeader: true },
            { header: '버전', cell: (name) => versionText(live[name].version) },
            {
              header: '배포 시각',
              cell: (name) => (live[name].deployedAt ? formatAdminDateTime(live[name].deployedAt) : '-'),
            },
          ]}
          rows={remoteNames}
          rowKey={(name) => name}
          empty="-"
        />
      )}
    </section>
  );
}
