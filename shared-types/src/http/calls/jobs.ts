import { z } from 'zod';
import { jobViewSchema } from '../../jobs/jobs';
import { callsOf } from '../call';
import { jobRoutes } from '../routes/jobs';

export const jobCalls = callsOf(jobRoutes, {
  list: {
    summary:
      "The API's background jobs: each one's name in Korean, its schedule, its last run (state, tries after the first, the next try) and its latest failed try's message (no personal data)",
    auth: 'admin',
    // no personal data (failure messages are masked): every duty that runs the site may look
    roles: ['rounds', 'review', 'privacy', 'accounts'],
    response: z.array(jobViewSchema),
  },
});
