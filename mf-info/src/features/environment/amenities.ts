import aircon from '../../assets/illustrations/icon-aircon.svg';
import fridge from '../../assets/illustrations/icon-fridge.svg';
import induction from '../../assets/illustrations/icon-induction.svg';
import microwave from '../../assets/illustrations/icon-microwave.svg';
import shower from '../../assets/illustrations/icon-shower.svg';
import ventilator from '../../assets/illustrations/icon-ventilator.svg';
import wardrobe from '../../assets/illustrations/icon-wardrobe.svg';
import washer from '../../assets/illustrations/icon-washer.svg';

/** The eight built-in amenities of every unit. */
export const amenities: readonly { label: string; icon: string }[] = [
  { label: '붙박이장', icon: wardrobe },
  { label: '빌트인 냉장고', icon: fridge },
  { label: '세탁기', icon: washer },
  { label: '에어컨', icon: aircon },
  { label: '인덕션', icon: induction },
  { label: '분리형 샤워부스', icon: shower },
  { label: '전열교환기', icon: ventilator },
  { label: '전자레인지', icon: microwave },
];
