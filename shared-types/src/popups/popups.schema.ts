import { z } from 'zod';
import { requiredAs, titleSchema } from '../common/fields.schema';
import { messages } from '../common/messages';
import { isPopupLink, type Popup } from './popup-rules';

const isoDate = z.iso.date({ error: messages.dateInvalid });

/** A popup as the server answers it; dates are YYYY-MM-DD (`popupOf` is the same check without zod). */
export const popupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  startTs: isoDate,
  endTs: isoDate,
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
}) satisfies z.ZodType<Popup>;

/** The `popup` part of popup create and update. An empty link reads as none. */
export const popupInputSchema = z
  .object({
    title: titleSchema,
    content: z.string({ error: '내용은 문자열이어야 합니다.' }).default(''),
    startTs: requiredAs(isoDate, messages.startDateRequired),
    endTs: requiredAs(isoDate, messages.endDateRequired),
    linkUrl: z
      .string({ error: messages.linkUrlInvalid })
      .trim()
      .nullish()
      .transform((link) => (link ? link : null))
      .refine((link) => link === null || isPopupLink(link), { error: messages.linkUrlInvalid }),
  })
  .superRefine((popup, ctx) => {
    // YYYY-MM-DD compares correctly as text; skip when either date already failed
    const dates = [popup.startTs, popup.endTs];
    if (!dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date ?? ''))) return;
    if (popup.endTs < popup.startTs) {
      ctx.addIssue({ code: 'custom', path: ['endTs'], message: messages.endDateBeforeStartDate });
    }
  });
export type PopupInput = z.infer<typeof popupInputSchema>;
