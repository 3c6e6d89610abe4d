import { useEffect, useRef, useState } from 'react';
import { siteConfig } from '@portal/shared-types/site/site-config';
import { loadNaverMaps } from './load-naver-maps';
import { MapFallback } from './map-fallback';
import styles from './map-page.module.css';

type MapState = 'loading' | 'ready' | 'failed';

/** The Naver map centred on the site with a marker; any failure shows the fallback instead. */
export function NaverMap() {
  const { naverClientId, latitude, longitude, zoom } = siteConfig.map;
  const [state, setState] = useState<MapState>(naverClientId ? 'loading' : 'failed');
  const mapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!naverClientId) return;
    let current = true;
    const fail = () => current && setState('failed');
    loadNaverMaps(naverClientId, fail).then((maps) => {
      if (!current || !mapRef.current) return;
      const center = new maps.LatLng(latitude, longitude);
      const map = new maps.Map(mapRef.current, { center, zoom });
      new maps.Marker({ position: center, map, title: siteConfig.complexName });
      setState('ready');
    }, fail);
    return () => {
      current = false;
    };
  }, [naverClientId, latitude, longitude, zoom]);

  if (state === 'failed') return <MapFallback />;
  return (
    <div className={styles.mapBox}>
      <div
        ref={mapRef}
        className={styles.map}
        role="region"
        aria-label={`${siteConfig.complexName} 위치 지도`}
      />
      {state === 'loading' && (
        <p className={styles.loading} role="status">
          지도를 불러오는 중입니다.
        </p>
      )}
    </div>
  );
}
