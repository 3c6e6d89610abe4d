import { siteConfig } from '@portal/shared-types/site/site-config';

const { latitude, longitude, zoom } = siteConfig.map;

/** Links that open the site in the map services' own pages (used when our map cannot show). */
export const mapLinks: readonly { label: string; url: string }[] = [
  {
    label: '네이버 지도에서 보기',
    url: `https://map.naver.com/p?c=${longitude},${latitude},${zoom},0,0,0,dh`,
  },
  {
    label: '카카오맵에서 보기',
    url: `https://map.kakao.com/link/map/${encodeURIComponent(siteConfig.complexName)},${latitude},${longitude}`,
  },
];
