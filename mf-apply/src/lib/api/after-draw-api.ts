import type { ResponseOf } from '@portal/shared-types/http/call-types';
import type { afterDrawCalls } from '@portal/shared-types/http/calls/after-draw';
import type { DocumentItem } from '@portal/shared-types/after-draw/documents';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import { requestOf, urlOf } from '@portal/shared-types/http/route';
import { afterDrawRoutes } from '@portal/shared-types/http/routes/after-draw';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';

interface Verified {
  verificationToken: string;
}

export type ApplicationStatusList = ResponseOf<typeof afterDrawCalls.status>;

/** What the status shows; every write of the applicant's documents or place changes it. */
const STATUS_TAG = { type: 'Applicant', id: 'STATUS' } as const;
const MINE_TAG = { type: 'Applicant', id: 'MINE' } as const;

const verified = (verificationToken: string) => ({ [VERIFICATION_HEADER]: verificationToken });

/** The URL of one of the applicant's own files (read with the verification header, never a link). */
export const ownDocumentUrl = (id: number, fileId: number) =>
  urlOf(afterDrawRoutes.documentFile, { id, fileId });

/** After the draw: the verified person's status, documents and 포기. The person is the token's. */
export const afterDrawApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    applyGetApplicationStatus: build.query<ApplicationStatusList, Verified>({
      query: ({ verificationToken }) => ({
        ...requestOf(afterDrawRoutes.status),
        headers: verified(verificationToken),
      }),
      providesTags: [STATUS_TAG],
    }),
    // one file a request, so that a refused file is refused alone and named by the server's message
    applyUploadDocument: build.mutation<
      ResponseOf<typeof afterDrawCalls.uploadDocument>,
      { id: number; item: DocumentItem; file: File } & Verified
    >({
      query: ({ id, item, file, verificationToken }) => {
        const body = new FormData();
        body.append('files', file, file.name);
        return {
          ...requestOf(afterDrawRoutes.uploadDocument, { id, item }),
          body,
          headers: verified(verificationToken),
        };
      },
      invalidatesTags: [STATUS_TAG],
    }),
    applyDeleteDocumentFile: build.mutation<void, { id: number; fileId: number } & Verified>({
      query: ({ id, fileId, verificationToken }) => ({
        ...requestOf(afterDrawRoutes.deleteDocumentFile, { id, fileId }),
        headers: verified(verificationToken),
      }),
      invalidatesTags: [STATUS_TAG],
    }),
    applySubmitDocuments: build.mutation<
      ResponseOf<typeof afterDrawCalls.submitDocuments>,
      { id: number } & Verified
    >({
      query: ({ id, verificationToken }) => ({
        ...requestOf(afterDrawRoutes.submitDocuments, { id }),
        headers: verified(verificationToken),
      }),
      invalidatesTags: [STATUS_TAG],
    }),
    // the 소명: its text and files in one request, so it is filed whole or not at all
    applyFileObjection: build.mutation<
      ResponseOf<typeof afterDrawCalls.fileObjection>,
      { id: number; text: string; files: readonly File[] } & Verified
    >({
      query: ({ id, text, files, verificationToken }) => {
        const body = new FormData();
        body.append('text', text);
        for (const file of files) body.append('files', file, file.name);
        return {
          ...requestOf(afterDrawRoutes.fileObjection, { id }),
          body,
          headers: verified(verificationToken),
        };
      },
      invalidatesTags: [STATUS_TAG],
    }),
    applyGiveUp: build.mutation<ResponseOf<typeof afterDrawCalls.giveUp>, { id: number } & Verified>({
      query: ({ id, verificationToken }) => ({
        ...requestOf(afterDrawRoutes.giveUp, { id }),
        headers: verified(verificationToken),
      }),
      invalidatesTags: [STATUS_TAG, MINE_TAG],
    }),
  }),
});

export const {
  useApplyGetApplicationStatusQuery,
  useApplyUploadDocumentMutation,
  useApplyDeleteDocumentFileMutation,
  useApplySubmitDocumentsMutation,
  useApplyGiveUpMutation,
  useApplyFileObjectionMutation,
} = afterDrawApi;
