import type { NotifyService } from '../notify/notify-service';

/** A run ends after this long even while whole batches are found; the next starts two seconds on. */
export const DELIVERY_RUN_BUDGET_MS = 20_000;

/**
 * One run of the outbox's worker: a pass, and at once another while whole batches are found. Runs are
 * short, so a run lost with its replica holds the queue only until its short expiry. What it
 * sends are pg-boss jobs too (one per message, queue notify-send), each retried by pg-boss; those are what
 * the admin's job view shows for it. Answers how many messages were attempted.
 */
export const deliveryJob = (notify: NotifyService) => async (): Promise<number> => {
  const started = Date.now();
  let attempted = 0;
  for (;;) {
    const pass = await notify.deliver();
    attempted += pass;
    if (pass < notify.delivery.settings.batchSize || Date.now() - started > DELIVERY_RUN_BUDGET_MS)
      return attempted;
  }
};
