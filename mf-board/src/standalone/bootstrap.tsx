import { startStandalone } from '@portal/shared-types/client/standalone-app';
import * as pagesModule from '../pages';

startStandalone('mf_board', pagesModule);
