import { z } from 'zod';
import { callsOf } from '../call';
import { fileRoutes } from '../routes/files';

export const fileCalls = callsOf(fileRoutes, {
  download: {
    summary: 'Download an attachment',
    params: z.object({ fileName: z.string() }),
    // the stored bytes as they were uploaded, never sniffed (Content-Disposition names the file)
    produces: 'application/octet-stream',
  },
  popupImage: {
    summary: 'A popup image, inline',
    params: z.object({ storedName: z.string() }),
    produces: 'image/*',
  },
});
