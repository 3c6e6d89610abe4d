import { z } from 'zod';
import { idParamSchema } from '../../common/params.schema';
import { popupInputSchema, popupSchema } from '../../popups/popups.schema';
import { callsOf } from '../call';
import { popupRoutes } from '../routes/popups';

const popupParts = {
  popup: popupInputSchema,
  image: 'optional image file (jpg, jpeg, png, gif, webp; 5 MB)',
};

export const popupCalls = callsOf(popupRoutes, {
  active: { summary: 'Popups active today (Seoul)', response: z.array(popupSchema) },
  list: { summary: 'All popups', auth: 'admin', roles: ['content'], response: z.array(popupSchema) },
  detail: {
    summary: 'One popup',
    auth: 'admin',
    roles: ['content'],
    params: idParamSchema,
    response: popupSchema,
  },
  create: {
    summary: 'Create a popup',
    auth: 'admin',
    roles: ['content'],
    multipart: popupParts,
    response: popupSchema,
    status: 201,
  },
  update: {
    summary: 'Update a popup',
    auth: 'admin',
    roles: ['content'],
    params: idParamSchema,
    multipart: popupParts,
    response: popupSchema,
  },
  remove: {
    summary: 'Delete a popup',
    auth: 'admin',
    roles: ['content'],
    params: idParamSchema,
    status: 204,
  },
});
