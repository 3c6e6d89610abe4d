import { get } from '../route';

export const fileRoutes = {
  download: get('/portal/download/:fileName'),
  popupImage: get('/portal/popup-image/:storedName'),
};
