import bookcafe1 from '../../assets/illustrations/bookcafe-1.svg';
import bookcafe2 from '../../assets/illustrations/bookcafe-2.svg';
import bookcafe3 from '../../assets/illustrations/bookcafe-3.svg';
import bookcafe4 from '../../assets/illustrations/bookcafe-4.svg';
import bookcafe5 from '../../assets/illustrations/bookcafe-5.svg';
import laundry1 from '../../assets/illustrations/laundry-1.svg';
import laundry2 from '../../assets/illustrations/laundry-2.svg';
import laundry3 from '../../assets/illustrations/laundry-3.svg';
import type { IllustrationSource } from '../../components/illustration/illustration';

const photo = (src: string, description: string): IllustrationSource => ({
  src,
  description,
  width: 800,
  height: 600,
});

/** The first photo is the facility's cover picture. */
const gallery = (cover: IllustrationSource, ...rest: IllustrationSource[]) => ({
  cover,
  photos: [cover, ...rest],
});

export interface Facility {
  name: string;
  text: string;
  cover: IllustrationSource;
  photos: readonly IllustrationSource[];
}

/** The two community facilities and their galleries. */
export const facilities: readonly Facility[] = [
  {
    name: '코인세탁실',
    text: '대형 세탁기와 건조기를 갖춘 무인 코인세탁실에서 이불 빨래까지 한 번에 해결할 수 있습니다.',
    ...gallery(
      photo(laundry1, '벽면에 2단으로 놓인 세탁기와 건조기'),
      photo(laundry2, '세탁기 열과 빨래 개는 테이블, 무인 결제 키오스크'),
      photo(laundry3, '창가 대기 벤치와 결제 키오스크'),
    ),
  },
  {
    name: '북카페',
    text: '서가와 열람 테이블, 창가 좌석과 커피 코너가 있어 공부하고 쉬고 이웃과 만나는 공간입니다.',
    ...gallery(
      photo(bookcafe1, '벽면 가득한 서가와 긴 열람 테이블'),
      photo(bookcafe2, '통창을 따라 놓인 창가 좌석'),
      photo(bookcafe3, '책장 옆 라운지 의자와 플로어 조명'),
      photo(bookcafe4, '커피 머신과 컵 선반이 있는 커피 코너'),
      photo(bookcafe5, '높은 서가와 사다리, 창가 독서 벤치'),
    ),
  },
];
