import { startStandalone } from '@portal/web-runtime/standalone-app';
import * as pagesModule from '../pages';

startStandalone('mf_apply', pagesModule);
