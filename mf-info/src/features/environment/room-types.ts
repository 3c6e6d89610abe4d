import plan15 from '../../assets/illustrations/plan-15.svg';
import plan30 from '../../assets/illustrations/plan-30.svg';
import room151 from '../../assets/illustrations/room-15-1.svg';
import room152 from '../../assets/illustrations/room-15-2.svg';
import room153 from '../../assets/illustrations/room-15-3.svg';
import room154 from '../../assets/illustrations/room-15-4.svg';
import room301 from '../../assets/illustrations/room-30-1.svg';
import room302 from '../../assets/illustrations/room-30-2.svg';
import room303 from '../../assets/illustrations/room-30-3.svg';
import room304 from '../../assets/illustrations/room-30-4.svg';
import room305 from '../../assets/illustrations/room-30-5.svg';
import room306 from '../../assets/illustrations/room-30-6.svg';
import { ROOM_TYPES } from '@portal/shared-types/supply/supply-type-labels';
import type { IllustrationSource } from '../../components/illustration/illustration';

const photo = (src: string, description: string): IllustrationSource => ({
  src,
  description,
  width: 800,
  height: 600,
});

export interface RoomType {
  name: string;
  area: string;
  supply: readonly string[];
  plan: IllustrationSource;
  photos: readonly IllustrationSource[];
}

/** The two room types with their plans and gallery photos. */
export const roomTypes: readonly RoomType[] = [
  {
    ...ROOM_TYPES['15'],
    supply: ['일반공급 82세대', '특별공급 34세대'],
    plan: photo(plan15, '15 TYPE 평면도: 현관, 주방, 거실/침실, 샤워부스가 있는 욕실, 발코니'),
    photos: [
      photo(room151, '거실 겸 침실, 붙박이장과 큰 창이 있는 원룸'),
      photo(room152, '주방, 인덕션·전자레인지·빌트인 냉장고'),
      photo(room153, '욕실, 분리형 샤워부스와 세면대, 변기'),
      photo(room154, '창가, 창밖으로 보이는 도심과 캠퍼스'),
    ],
  },
  {
    ...ROOM_TYPES['30'],
    supply: ['일반공급 54세대'],
    plan: photo(plan30, '30 TYPE 평면도: 거실, 주방, 침실, 작은방, 드레스룸, 욕실, 발코니, 현관'),
    photos: [
      photo(room301, '거실, 발코니 창과 소파'),
      photo(room302, 'ㄱ자 주방과 식탁'),
      photo(room303, '침실, 더블 침대와 붙박이장'),
      photo(room304, '작은방, 책상과 책장이 있는 서재'),
      photo(room305, '욕실, 샤워부스와 원목 세면대'),
      photo(room306, '발코니, 세탁기와 빨래 건조대'),
    ],
  },
];
